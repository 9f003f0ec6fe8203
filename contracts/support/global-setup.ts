// Contract tests run against one real gateway process with a real SMTP receiver beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startGateway } from '@campus-swap/test-support/gateway-process';
import { startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { startOpenApiProxy } from './openapi-proxy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-mail-'));
  const mail = await startSmtpReceiver({ dir: mailDir });
  const gateway = await startGateway({
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Campus Swap <codes@campusswap.test>',
  });
  // the tests talk to the gateway through a proxy that checks every /api answer against OpenAPI
  const proxy = await startOpenApiProxy(gateway.url);
  project.provide('baseURL', proxy.url);
  project.provide('mailDir', mailDir);
  return async () => {
    await proxy.close();
    await gateway.stop();
    await mail.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
