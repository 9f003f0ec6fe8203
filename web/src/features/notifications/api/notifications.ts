// The notification settings documents, typed by codegen from schema/schema.graphql (`npm run codegen`).
import { graphql } from '../../../gql/gql.ts';

export const NotificationSettingsFields = graphql(`
  fragment NotificationSettingsFields on NotificationSettings {
    settings {
      channel
      kind
      enabled
    }
    pushPublicKey
    pushDevices
  }
`);

export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    notificationSettings {
      ...NotificationSettingsFields
    }
  }
`);

export const SetNotificationSettingMutation = graphql(`
  mutation SetNotificationSetting($channel: NotificationChannel!, $kind: NotificationKind!, $enabled: Boolean!) {
    setNotificationSetting(channel: $channel, kind: $kind, enabled: $enabled) {
      ...NotificationSettingsFields
    }
  }
`);

export const SubscribePushMutation = graphql(`
  mutation SubscribePush($subscription: PushSubscriptionInput!) {
    subscribePush(subscription: $subscription) {
      ...NotificationSettingsFields
    }
  }
`);

export const UnsubscribePushMutation = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint) {
      ...NotificationSettingsFields
    }
  }
`);
