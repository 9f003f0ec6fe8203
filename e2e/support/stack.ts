// What a browser test needs: a real gateway whose SMTP points at a real receiver on loopback (so codes
// travel by mail, never read from the database), and Debian's Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { type GatewayProcess, startGateway } from '../../contracts/support/gateway-process.ts';
import { startMailCatcher } from '../../contracts/support/mail-catcher.ts';
import { launchBrowser } from './browser.ts';

export type E2EStack = { gateway: GatewayProcess; mailDir: string; browser: Browser; close(): Promise<void> };

export async function startStack(): Promise<E2EStack> {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-e2e-mail-'));
  const mail = await startMailCatcher(mailDir);
  const gateway = await startGateway({
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Campus Swap <codes@campusswap.test>',
  });
  const browser = await launchBrowser();
  return {
    gateway,
    mailDir,
    browser,
    close: async () => {
      await browser.close();
      await gateway.stop();
      await mail.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
