// /api/notifications: which notifications the signed-in student gets and the browsers subscribed to
// push (documents/notifications.graphql), so that REST and GraphQL stay at parity. Each answer is
// the whole settings object, as GraphQL answers it.
import {
  RestNotificationSettingsDocument,
  RestSetNotificationSettingDocument,
  RestSubscribePushDocument,
  RestUnsubscribePushDocument,
} from '../generated/graphql.ts';
import { pick, type RestRoute, route } from '../route.ts';

/** What a browser's PushSubscription gives (PushSubscriptionInput's fields). */
const PUSH_SUBSCRIPTION_KEYS = ['endpoint', 'p256dh', 'auth'] as const;

export const notificationRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/notifications/settings', document: RestNotificationSettingsDocument }),
  route({
    method: 'PUT',
    path: '/notifications/settings',
    document: RestSetNotificationSettingDocument,
    variables: ({ body }) => pick(body, ['channel', 'kind', 'enabled']),
  }),
  route({
    method: 'POST',
    path: '/notifications/push',
    document: RestSubscribePushDocument,
    variables: ({ body }) => ({ input: pick(body, PUSH_SUBSCRIPTION_KEYS) }),
  }),
  route({
    method: 'POST',
    path: '/notifications/push/unsubscribe',
    document: RestUnsubscribePushDocument,
    variables: ({ body }) => pick(body, ['endpoint']),
  }),
];
