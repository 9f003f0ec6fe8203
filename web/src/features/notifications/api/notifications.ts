// The notification settings: documents (typed by codegen from schema/schema.graphql, `npm run codegen`)
// and the hook the account page calls them through.
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql/gql.ts';
import type {
  NotificationChannel,
  NotificationKind,
  NotificationSettingsFieldsFragment,
  PushSubscriptionInput,
} from '../../../gql/graphql.ts';

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

// The settings object has no id, so each mutation's answer is written back over the query's cached one.
function writeBack(cache: ApolloCache, settings: NotificationSettingsFieldsFragment | undefined) {
  if (settings)
    cache.writeQuery({ query: NotificationSettingsQuery, data: { notificationSettings: settings } });
}

export function useNotificationSettings() {
  const { data, loading } = useQuery(NotificationSettingsQuery, { fetchPolicy: 'cache-and-network' });
  const [setSetting] = useMutation(SetNotificationSettingMutation, {
    update: (cache, { data: answer }) => writeBack(cache, answer?.setNotificationSetting),
  });
  const [subscribe, { loading: subscribing }] = useMutation(SubscribePushMutation, {
    update: (cache, { data: answer }) => writeBack(cache, answer?.subscribePush),
  });
  const [unsubscribe, { loading: unsubscribing }] = useMutation(UnsubscribePushMutation, {
    update: (cache, { data: answer }) => writeBack(cache, answer?.unsubscribePush),
  });
  return {
    settings: data?.notificationSettings,
    loading,
    setSetting: (channel: NotificationChannel, kind: NotificationKind, enabled: boolean) =>
      setSetting({ variables: { channel, kind, enabled } }),
    /** Registers this browser's push subscription with the server. */
    subscribePush: (subscription: PushSubscriptionInput) => subscribe({ variables: { subscription } }),
    subscribing,
    unsubscribePush: (endpoint: string) => unsubscribe({ variables: { endpoint } }),
    unsubscribing,
  };
}
