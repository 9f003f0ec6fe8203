// oidc-provider ships no type declarations; the tests use a small part of it through `any`.
declare module 'oidc-provider' {
  // biome-ignore lint/suspicious/noExplicitAny: untyped test dependency
  const Provider: any;
  export default Provider;
}
