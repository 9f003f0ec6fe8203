// A certificate for 127.0.0.1, for test servers that must speak HTTPS (a push service: web-push only
// talks https). Test-only: the key is public on purpose, and the clients trust it explicitly (`ca`),
// never globally. Made once with
// openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -days 36500 -nodes -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1
export const LOOPBACK_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg2QUzVodUWi9kd4RC
mTT3ngjHAmROAOlzpx3x30BK1nyhRANCAAT6BXYeWMkktz+5Zhz+1e+rVzDHe13o
ijSOZNySTchGFJnqG5TgcSJyMZzb8EO6QawQBu5AR3mR5L+h4Vp882xb
-----END PRIVATE KEY-----`;

export const LOOPBACK_CERT = `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUWdQcefZmXSAXONixZZRiLN/aLVYwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyMzE2NDEyM1oYDzIxMjYxMDMw
MTY0MTIzWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAT6BXYeWMkktz+5Zhz+1e+rVzDHe13oijSOZNySTchGFJnqG5TgcSJy
MZzb8EO6QawQBu5AR3mR5L+h4Vp882xbo2QwYjAdBgNVHQ4EFgQUe9BkCzFOcR6D
s+ssNUxbfK+BxKQwHwYDVR0jBBgwFoAUe9BkCzFOcR6Ds+ssNUxbfK+BxKQwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
IF/Ec3OmXLm1omovZycQVDIla+T6hgLfREig9kh1w0H5AiEAmNThgyx3vw81v1bW
Z6vq5G3luudoHjfiNSnnQ967Rgk=
-----END CERTIFICATE-----`;
