// A certificate for localhost and 127.0.0.1, for test servers that must speak HTTPS (a push service: web-push only
// talks https). Test-only: the key is public on purpose, and the clients trust it explicitly (`ca`),
// never globally. Made once with
// openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -days 36500 -nodes -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1
export const LOOPBACK_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgJ3RgNkHA/KvcSOgM
eFKlhC/2gMCL6k8YR2aDthHg/HShRANCAARRUE+X50rBrYJsofElW0Tghfg3VLW+
n5hHkXD/HU1JQ/WeQ3TL+V18ph52N2cReap4yOTc2zRznWaGHzZsIarY
-----END PRIVATE KEY-----`;

export const LOOPBACK_CERT = `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUb0qp2dgh5bU+ccJ+Miel7QwHXzMwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNTEzNTk0M1oYDzIxMjYxMTAx
MTM1OTQzWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAARRUE+X50rBrYJsofElW0Tghfg3VLW+n5hHkXD/HU1JQ/WeQ3TL+V18
ph52N2cReap4yOTc2zRznWaGHzZsIarYo28wbTAdBgNVHQ4EFgQUDkZOTohcZ4o4
v/ItI9llgmsHOE0wHwYDVR0jBBgwFoAUDkZOTohcZ4o4v/ItI9llgmsHOE0wDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDSAAwRQIgDZiWqmM/BycnqIHhiiaxF2yerF9vfh2+QZW/S8qAA8QCIQDa
tjIIn8532cqG8DuxgTYo2BYXmfK4wb+p8j5bpgjGkg==
-----END CERTIFICATE-----`;
