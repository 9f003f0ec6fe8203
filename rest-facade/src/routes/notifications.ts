// /api/notifications: which notifications the signed-in student gets and the browsers subscribed to
// push (documents/notifications.graphql), so that REST and GraphQL stay at parity. Each answer is
// the whole settings object, as GraphQL answers it.
import {
  RestNotificationSettingsDocument,
  RestSetNotificationSettingDocument,
  RestSubscribePushDocument,
  RestUnsubscribePushDocument,
} from '../generated/graphql.ts';
import { type RestRoute, route } from '../route.ts';

export const notificationRoutes: RestRoute[] = [
  route({ method: 'GET', path: '/notifications/settings', document: RestNotificationSettingsDocument }),
  route({
    method: 'PUT',
    path: '/notifications/settings',
    document: RestSetNotificationSettingDocument,
  }),
  route({
    method: 'POST',
    path: '/notifications/push',
    document: RestSubscribePushDocument,
  }),
  route({
    method: 'POST',
    path: '/notifications/push/unsubscribe',
    document: RestUnsubscribePushDocument,
  }),
];
