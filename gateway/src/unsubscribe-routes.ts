// One-click unsubscribe (RFC 8058), outside /api: a mail client POSTs to the List-Unsubscribe URL
// with no cookies; a student who opens the link gets a page whose button POSTs the same URL. The
// signed query (docs/decisions/052-unsubscribe-links.md) is the only credential, so no session and
// no CSRF token are involved; a GET never changes anything, since mail scanners prefetch links.
import express from 'express';
import type { PrismaClient } from '@campus-swap/prisma/client';
import { KIND_LABEL } from '@campus-swap/schema/services/notifications/messages';
import {
  applyUnsubscribe,
  type UnsubscribeTarget,
  verifyUnsubscribe,
} from '@campus-swap/schema/services/notifications/unsubscribe';
import { STRICT_ROUTING } from './http/strict-paths.ts';
import { escapeHtml, STYLESHEET, STYLESHEET_PATH, unsubscribePage as page } from './unsubscribe-page.ts';

const what = (target: UnsubscribeTarget) =>
  `${target.channel === 'EMAIL' ? 'emails' : 'push notifications'} when ${KIND_LABEL[target.kind]}`.replace(
    'when daily digest',
    'with the daily digest',
  );

const INVALID = page(
  'This link is not valid',
  '<p>It may be incomplete. Open the newest email again, or change your settings on your account page.</p>',
);

export function unsubscribeRouter(options: { prisma: PrismaClient; secret: string }): express.Router {
  const router = express.Router(STRICT_ROUTING);
  router.use(express.urlencoded({ extended: false, limit: '2kb' }));
  // the pages' stylesheet: the same for everyone, so any cache may keep it a day
  router.get(STYLESHEET_PATH.slice('/unsubscribe'.length), (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('css').send(STYLESHEET);
  });
  // the link's signed query, or the invalid-link page answered (null)
  const verified = (req: express.Request, res: express.Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const target = verifyUnsubscribe(options.secret, req.query);
    if (!target) res.status(400).type('html').send(INVALID);
    return target;
  };
  router.get('/', (req, res) => {
    const target = verified(req, res);
    if (!target) return;
    // the form posts to this same URL (query included); the button is the one click
    res.type('html').send(
      page(
        'Unsubscribe',
        `<p>Stop ${escapeHtml(what(target))}? You can switch them on again on your account page.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });
  // Express 5 hands a rejected promise to the error handlers
  router.post('/', async (req, res) => {
    const target = verified(req, res);
    if (!target) return;
    // a deleted account has nothing left to switch off: the answer is the same
    await applyUnsubscribe(options.prisma, target);
    req.log.info({ unsubscribe: { channel: target.channel, kind: target.kind } }, 'unsubscribed');
    res
      .type('html')
      .send(page('You are unsubscribed', `<p>You will get no more ${escapeHtml(what(target))}.</p>`));
  });
  return router;
}
