// Input formats the screens check before asking the server (spec §5 and §9). The server enforces them
// again. The facts the server owns (terms version, email domains, age limits, code lifetime) are not
// here: the web reads them from GET /health/config (lib/config.ts).
export const PASSWORD_MIN_LENGTH = 8;
export const CODE_LENGTH = 6;
