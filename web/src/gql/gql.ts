/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SwapClaimFields on SwapClaim {\n    status\n    claimedByMe\n    closesAt\n  }\n": typeof types.SwapClaimFieldsFragmentDoc,
    "\n  fragment OtherStudentFields on OtherStudent {\n    userName\n    userAge\n    userAcademicYear\n    userEmail\n    userInstagram\n    userLinkedin\n    connected\n    nextStep\n    housingFormUrl\n  }\n": typeof types.OtherStudentFieldsFragmentDoc,
    "\n  query CheckUser($email: String!) {\n    checkUser(email: $email) {\n      exists\n      hasPassword\n    }\n  }\n": typeof types.CheckUserDocument,
    "\n  fragment SignInResultFields on AuthPayload {\n    hasProfile\n    hasPassword\n  }\n": typeof types.SignInResultFieldsFragmentDoc,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInResultFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation RequestOtp($email: String!) {\n    requestOtp(email: $email) {\n      sent\n      expiresInSeconds\n    }\n  }\n": typeof types.RequestOtpDocument,
    "\n  mutation VerifyOtp($email: String!, $code: String!) {\n    verifyOtp(email: $email, code: $code) {\n      ...SignInResultFields\n    }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  mutation SetPassword($email: String!, $password: String!) {\n    setPassword(email: $email, password: $password) {\n      ...SignInResultFields\n    }\n  }\n": typeof types.SetPasswordDocument,
    "\n  mutation AcceptTerms($version: String!) {\n    acceptTerms(version: $version) {\n      success\n    }\n  }\n": typeof types.AcceptTermsDocument,
    "\n  mutation SetupProfile($input: ProfileInput!) {\n    setupProfile(input: $input) {\n      success\n      user {\n        ...UserProfileFields\n      }\n    }\n  }\n": typeof types.SetupProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...UserProfileFields\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount {\n      success\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      scope\n      prefix\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      success\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "fragment ListingFields on Listing {\n  active\n  campusNow\n  campusWant\n  createdAt\n  dormNow\n  dormWant\n  flexible\n  have\n  hiddenBySupport\n  id\n  moveWhen\n  notes\n  permitNow\n  permitWant\n  roomTypeNow\n  roomTypeWant\n  type\n  updatedAt\n  want\n}": typeof types.ListingFieldsFragmentDoc,
    "\n  query MyListing {\n    myListing {\n      ...ListingFields\n    }\n  }\n": typeof types.MyListingDocument,
    "\n  fragment ListingPayloadFields on ListingPayload {\n    listing {\n      ...ListingFields\n    }\n  }\n": typeof types.ListingPayloadFieldsFragmentDoc,
    "\n  mutation SaveListing($input: ListingInput!) {\n    saveListing(input: $input) {\n      ...ListingPayloadFields\n    }\n  }\n": typeof types.SaveListingDocument,
    "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...ListingPayloadFields\n    }\n  }\n": typeof types.UpdatePreferencesDocument,
    "\n  mutation DeactivateListing {\n    deactivateListing {\n      success\n    }\n  }\n": typeof types.DeactivateListingDocument,
    "\n  mutation JoinCycle($cycleId: ID!) {\n    joinCycle(cycleId: $cycleId) {\n      status\n      cycle {\n        ...SwapCycleFields\n      }\n    }\n  }\n": typeof types.JoinCycleDocument,
    "\n  mutation LeaveCycle($cycleId: ID!) {\n    leaveCycle(cycleId: $cycleId) {\n      success\n    }\n  }\n": typeof types.LeaveCycleDocument,
    "\n  query Matches {\n    matches {\n      myListing {\n        id\n        type\n        active\n        hiddenBySupport\n      }\n      cards {\n        ...MatchCardFields\n      }\n      preferenceCount\n      otherCount\n      interestedCount\n      cycles {\n        ...SwapCycleFields\n      }\n    }\n  }\n": typeof types.MatchesDocument,
    "\n  mutation Reveal($listingId: ID!) {\n    reveal(listingId: $listingId) {\n      status: result\n      card {\n        ...MatchCardFields\n      }\n    }\n  }\n": typeof types.RevealDocument,
    "\n  fragment SwapCycleFields on SwapCycle {\n    id\n    type\n    status\n    connected\n    joinedByMe\n    joinedCount\n    nextStep\n    housingFormUrl\n    members {\n      position\n      isMe\n      listingId\n      userName\n      userAge\n      userAcademicYear\n      have\n      place\n      movesInto\n      userEmail\n      userInstagram\n      userLinkedin\n    }\n  }\n": typeof types.SwapCycleFieldsFragmentDoc,
    "\n  fragment MatchCardFields on MatchCard {\n    ...OtherStudentFields\n    id\n    type\n    score\n    category\n    why {\n      exactReverse\n      sameDormOrLot\n      sameCampus\n    }\n    when\n    flexible\n    notes\n    have\n    want\n    revealedByMe\n    revealedToMe\n    createdAt\n    updatedAt\n    swap {\n      ...SwapClaimFields\n    }\n  }\n": typeof types.MatchCardFieldsFragmentDoc,
    "\n  fragment NotificationSettingsFields on NotificationSettings {\n    settings {\n      channel\n      kind\n      enabled\n    }\n    pushPublicKey\n    pushDevices\n  }\n": typeof types.NotificationSettingsFieldsFragmentDoc,
    "\n  query NotificationSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation SetNotificationSetting($channel: NotificationChannel!, $kind: NotificationKind!, $enabled: Boolean!) {\n    setNotificationSetting(channel: $channel, kind: $kind, enabled: $enabled) {\n      ...NotificationSettingsFields\n    }\n  }\n": typeof types.SetNotificationSettingDocument,
    "\n  mutation SubscribePush($subscription: PushSubscriptionInput!) {\n    subscribePush(subscription: $subscription) {\n      ...NotificationSettingsFields\n    }\n  }\n": typeof types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint) {\n      ...NotificationSettingsFields\n    }\n  }\n": typeof types.UnsubscribePushDocument,
    "\n  query SwapRequests {\n    swapRequests {\n      incoming {\n        ...SwapRequestFields\n      }\n      outgoing {\n        ...SwapRequestFields\n      }\n      connected {\n        ...SwapRequestFields\n      }\n    }\n  }\n": typeof types.SwapRequestsDocument,
    "\n  mutation RevealBack($listingId: ID!) {\n    reveal(listingId: $listingId) {\n      status: result\n    }\n  }\n": typeof types.RevealBackDocument,
    "\n  fragment SwapRequestFields on SwapRequest {\n    ...OtherStudentFields\n    listingId\n    type\n    have\n    want\n    when\n    createdAt\n    swap {\n      ...SwapClaimFields\n    }\n  }\n": typeof types.SwapRequestFieldsFragmentDoc,
    "\n  query MySwaps {\n    mySwaps {\n      ...SwapCardFields\n    }\n  }\n": typeof types.MySwapsDocument,
    "\n  mutation SwapDone($swapId: ID!) {\n    swapDone(swapId: $swapId) {\n      ...SwapCardFields\n    }\n  }\n": typeof types.SwapDoneDocument,
    "\n  mutation CallOffSwap($swapId: ID!) {\n    callOffSwap(swapId: $swapId) {\n      ...SwapCardFields\n    }\n  }\n": typeof types.CallOffSwapDocument,
    "\n  fragment SwapCardFields on Swap {\n    id\n    kind\n    type\n    state\n    headline\n    closesAt\n    saidDoneByMe\n    doneCount\n    memberCount\n    callOffWords\n    nextStep\n    housingFormUrl\n    members {\n      position\n      isMe\n      userName\n      have\n      movesInto\n      saidDone\n      connected\n      userEmail\n      userInstagram\n      userLinkedin\n    }\n  }\n": typeof types.SwapCardFieldsFragmentDoc,
    "\n  query Blocks {\n    blocks {\n      id\n      userName\n      blockedAt\n    }\n  }\n": typeof types.BlocksDocument,
    "\n  mutation Unblock($blockId: ID!) {\n    unblock(blockId: $blockId) {\n      success\n    }\n  }\n": typeof types.UnblockDocument,
    "\n  query SupportReports($first: Int, $after: String) {\n    supportReports(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        listingId\n        type\n        have\n        want\n        hidden\n        ownerId\n        ownerName\n        ownerSuspended\n        reports {\n          id\n          reason\n          details\n          createdAt\n          reporterName\n        }\n      }\n    }\n  }\n": typeof types.SupportReportsDocument,
    "\n  query SupportHiddenListings($first: Int, $after: String) {\n    supportHiddenListings(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        listingId\n        type\n        have\n        hiddenAt\n        hiddenReason\n        openReports\n        ownerId\n        ownerName\n        ownerSuspended\n      }\n    }\n  }\n": typeof types.SupportHiddenListingsDocument,
    "\n  query SupportSuspendedStudents($first: Int, $after: String) {\n    supportSuspendedStudents(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        userId\n        name\n        suspendedAt\n        reason\n        listingHave\n      }\n    }\n  }\n": typeof types.SupportSuspendedStudentsDocument,
    "\n  query SupportAudit($studentId: ID, $first: Int, $after: String) {\n    supportAudit(studentId: $studentId, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        id\n        createdAt\n        action\n        targetUserId\n        targetName\n        sentence\n      }\n    }\n  }\n": typeof types.SupportAuditDocument,
    "\n  query SupportFigures {\n    supportWeeklyFigures {\n      weekStart\n      type\n      campus\n      connections\n      swapsCompleted\n      pairSwapsDone\n      threeWaySwapsDone\n    }\n  }\n": typeof types.SupportFiguresDocument,
    "\n  mutation SupportHideListing($listingId: ID!, $reason: String!) {\n    hideListing(listingId: $listingId, input: { reason: $reason }) {\n      success\n    }\n  }\n": typeof types.SupportHideListingDocument,
    "\n  mutation SupportRestoreListing($listingId: ID!, $reason: String!) {\n    restoreListing(listingId: $listingId, input: { reason: $reason }) {\n      success\n    }\n  }\n": typeof types.SupportRestoreListingDocument,
    "\n  mutation SupportSuspendStudent($userId: ID!, $reason: String!) {\n    suspendStudent(userId: $userId, input: { reason: $reason }) {\n      success\n    }\n  }\n": typeof types.SupportSuspendStudentDocument,
    "\n  mutation SupportUnsuspendStudent($userId: ID!, $reason: String!) {\n    unsuspendStudent(userId: $userId, input: { reason: $reason }) {\n      success\n    }\n  }\n": typeof types.SupportUnsuspendStudentDocument,
    "\n  query Catalog {\n    catalog {\n      campuses {\n        name\n        halls\n      }\n      roomTypes\n      permitTypes\n      permits\n      moveTimings\n      years\n    }\n  }\n": typeof types.CatalogDocument,
    "\n  mutation Block($listingId: ID!) {\n    block(listingId: $listingId) {\n      id\n      userName\n      blockedAt\n    }\n  }\n": typeof types.BlockDocument,
    "\n  mutation Report($listingId: ID!, $input: ReportInput!) {\n    report(listingId: $listingId, input: $input) {\n      id\n      message\n      blocked\n    }\n  }\n": typeof types.ReportDocument,
    "\n  fragment UserProfileFields on User {\n    id\n    name\n    age\n    year\n    instagram\n    linkedin\n    hasProfile\n  }\n": typeof types.UserProfileFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserProfileFields\n      email\n      hasPassword\n      termsAccepted\n      termsAcceptedAt\n      termsVersion\n      isStaff\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Swapped($listingId: ID!) {\n    swapped(listingId: $listingId) {\n      ...SwapClaimFields\n    }\n  }\n": typeof types.SwappedDocument,
    "\n  mutation DisputeSwap($listingId: ID!) {\n    disputeSwap(listingId: $listingId) {\n      ...SwapClaimFields\n    }\n  }\n": typeof types.DisputeSwapDocument,
    "\n  query LatestSwap {\n    mySwaps {\n      id\n      state\n      headline\n    }\n  }\n": typeof types.LatestSwapDocument,
};
const documents: Documents = {
    "\n  fragment SwapClaimFields on SwapClaim {\n    status\n    claimedByMe\n    closesAt\n  }\n": types.SwapClaimFieldsFragmentDoc,
    "\n  fragment OtherStudentFields on OtherStudent {\n    userName\n    userAge\n    userAcademicYear\n    userEmail\n    userInstagram\n    userLinkedin\n    connected\n    nextStep\n    housingFormUrl\n  }\n": types.OtherStudentFieldsFragmentDoc,
    "\n  query CheckUser($email: String!) {\n    checkUser(email: $email) {\n      exists\n      hasPassword\n    }\n  }\n": types.CheckUserDocument,
    "\n  fragment SignInResultFields on AuthPayload {\n    hasProfile\n    hasPassword\n  }\n": types.SignInResultFieldsFragmentDoc,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInResultFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation RequestOtp($email: String!) {\n    requestOtp(email: $email) {\n      sent\n      expiresInSeconds\n    }\n  }\n": types.RequestOtpDocument,
    "\n  mutation VerifyOtp($email: String!, $code: String!) {\n    verifyOtp(email: $email, code: $code) {\n      ...SignInResultFields\n    }\n  }\n": types.VerifyOtpDocument,
    "\n  mutation SetPassword($email: String!, $password: String!) {\n    setPassword(email: $email, password: $password) {\n      ...SignInResultFields\n    }\n  }\n": types.SetPasswordDocument,
    "\n  mutation AcceptTerms($version: String!) {\n    acceptTerms(version: $version) {\n      success\n    }\n  }\n": types.AcceptTermsDocument,
    "\n  mutation SetupProfile($input: ProfileInput!) {\n    setupProfile(input: $input) {\n      success\n      user {\n        ...UserProfileFields\n      }\n    }\n  }\n": types.SetupProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...UserProfileFields\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount {\n      success\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      scope\n      prefix\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      success\n    }\n  }\n": types.RevokeApiTokenDocument,
    "fragment ListingFields on Listing {\n  active\n  campusNow\n  campusWant\n  createdAt\n  dormNow\n  dormWant\n  flexible\n  have\n  hiddenBySupport\n  id\n  moveWhen\n  notes\n  permitNow\n  permitWant\n  roomTypeNow\n  roomTypeWant\n  type\n  updatedAt\n  want\n}": types.ListingFieldsFragmentDoc,
    "\n  query MyListing {\n    myListing {\n      ...ListingFields\n    }\n  }\n": types.MyListingDocument,
    "\n  fragment ListingPayloadFields on ListingPayload {\n    listing {\n      ...ListingFields\n    }\n  }\n": types.ListingPayloadFieldsFragmentDoc,
    "\n  mutation SaveListing($input: ListingInput!) {\n    saveListing(input: $input) {\n      ...ListingPayloadFields\n    }\n  }\n": types.SaveListingDocument,
    "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...ListingPayloadFields\n    }\n  }\n": types.UpdatePreferencesDocument,
    "\n  mutation DeactivateListing {\n    deactivateListing {\n      success\n    }\n  }\n": types.DeactivateListingDocument,
    "\n  mutation JoinCycle($cycleId: ID!) {\n    joinCycle(cycleId: $cycleId) {\n      status\n      cycle {\n        ...SwapCycleFields\n      }\n    }\n  }\n": types.JoinCycleDocument,
    "\n  mutation LeaveCycle($cycleId: ID!) {\n    leaveCycle(cycleId: $cycleId) {\n      success\n    }\n  }\n": types.LeaveCycleDocument,
    "\n  query Matches {\n    matches {\n      myListing {\n        id\n        type\n        active\n        hiddenBySupport\n      }\n      cards {\n        ...MatchCardFields\n      }\n      preferenceCount\n      otherCount\n      interestedCount\n      cycles {\n        ...SwapCycleFields\n      }\n    }\n  }\n": types.MatchesDocument,
    "\n  mutation Reveal($listingId: ID!) {\n    reveal(listingId: $listingId) {\n      status: result\n      card {\n        ...MatchCardFields\n      }\n    }\n  }\n": types.RevealDocument,
    "\n  fragment SwapCycleFields on SwapCycle {\n    id\n    type\n    status\n    connected\n    joinedByMe\n    joinedCount\n    nextStep\n    housingFormUrl\n    members {\n      position\n      isMe\n      listingId\n      userName\n      userAge\n      userAcademicYear\n      have\n      place\n      movesInto\n      userEmail\n      userInstagram\n      userLinkedin\n    }\n  }\n": types.SwapCycleFieldsFragmentDoc,
    "\n  fragment MatchCardFields on MatchCard {\n    ...OtherStudentFields\n    id\n    type\n    score\n    category\n    why {\n      exactReverse\n      sameDormOrLot\n      sameCampus\n    }\n    when\n    flexible\n    notes\n    have\n    want\n    revealedByMe\n    revealedToMe\n    createdAt\n    updatedAt\n    swap {\n      ...SwapClaimFields\n    }\n  }\n": types.MatchCardFieldsFragmentDoc,
    "\n  fragment NotificationSettingsFields on NotificationSettings {\n    settings {\n      channel\n      kind\n      enabled\n    }\n    pushPublicKey\n    pushDevices\n  }\n": types.NotificationSettingsFieldsFragmentDoc,
    "\n  query NotificationSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation SetNotificationSetting($channel: NotificationChannel!, $kind: NotificationKind!, $enabled: Boolean!) {\n    setNotificationSetting(channel: $channel, kind: $kind, enabled: $enabled) {\n      ...NotificationSettingsFields\n    }\n  }\n": types.SetNotificationSettingDocument,
    "\n  mutation SubscribePush($subscription: PushSubscriptionInput!) {\n    subscribePush(subscription: $subscription) {\n      ...NotificationSettingsFields\n    }\n  }\n": types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint) {\n      ...NotificationSettingsFields\n    }\n  }\n": types.UnsubscribePushDocument,
    "\n  query SwapRequests {\n    swapRequests {\n      incoming {\n        ...SwapRequestFields\n      }\n      outgoing {\n        ...SwapRequestFields\n      }\n      connected {\n        ...SwapRequestFields\n      }\n    }\n  }\n": types.SwapRequestsDocument,
    "\n  mutation RevealBack($listingId: ID!) {\n    reveal(listingId: $listingId) {\n      status: result\n    }\n  }\n": types.RevealBackDocument,
    "\n  fragment SwapRequestFields on SwapRequest {\n    ...OtherStudentFields\n    listingId\n    type\n    have\n    want\n    when\n    createdAt\n    swap {\n      ...SwapClaimFields\n    }\n  }\n": types.SwapRequestFieldsFragmentDoc,
    "\n  query MySwaps {\n    mySwaps {\n      ...SwapCardFields\n    }\n  }\n": types.MySwapsDocument,
    "\n  mutation SwapDone($swapId: ID!) {\n    swapDone(swapId: $swapId) {\n      ...SwapCardFields\n    }\n  }\n": types.SwapDoneDocument,
    "\n  mutation CallOffSwap($swapId: ID!) {\n    callOffSwap(swapId: $swapId) {\n      ...SwapCardFields\n    }\n  }\n": types.CallOffSwapDocument,
    "\n  fragment SwapCardFields on Swap {\n    id\n    kind\n    type\n    state\n    headline\n    closesAt\n    saidDoneByMe\n    doneCount\n    memberCount\n    callOffWords\n    nextStep\n    housingFormUrl\n    members {\n      position\n      isMe\n      userName\n      have\n      movesInto\n      saidDone\n      connected\n      userEmail\n      userInstagram\n      userLinkedin\n    }\n  }\n": types.SwapCardFieldsFragmentDoc,
    "\n  query Blocks {\n    blocks {\n      id\n      userName\n      blockedAt\n    }\n  }\n": types.BlocksDocument,
    "\n  mutation Unblock($blockId: ID!) {\n    unblock(blockId: $blockId) {\n      success\n    }\n  }\n": types.UnblockDocument,
    "\n  query SupportReports($first: Int, $after: String) {\n    supportReports(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        listingId\n        type\n        have\n        want\n        hidden\n        ownerId\n        ownerName\n        ownerSuspended\n        reports {\n          id\n          reason\n          details\n          createdAt\n          reporterName\n        }\n      }\n    }\n  }\n": types.SupportReportsDocument,
    "\n  query SupportHiddenListings($first: Int, $after: String) {\n    supportHiddenListings(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        listingId\n        type\n        have\n        hiddenAt\n        hiddenReason\n        openReports\n        ownerId\n        ownerName\n        ownerSuspended\n      }\n    }\n  }\n": types.SupportHiddenListingsDocument,
    "\n  query SupportSuspendedStudents($first: Int, $after: String) {\n    supportSuspendedStudents(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        userId\n        name\n        suspendedAt\n        reason\n        listingHave\n      }\n    }\n  }\n": types.SupportSuspendedStudentsDocument,
    "\n  query SupportAudit($studentId: ID, $first: Int, $after: String) {\n    supportAudit(studentId: $studentId, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        id\n        createdAt\n        action\n        targetUserId\n        targetName\n        sentence\n      }\n    }\n  }\n": types.SupportAuditDocument,
    "\n  query SupportFigures {\n    supportWeeklyFigures {\n      weekStart\n      type\n      campus\n      connections\n      swapsCompleted\n      pairSwapsDone\n      threeWaySwapsDone\n    }\n  }\n": types.SupportFiguresDocument,
    "\n  mutation SupportHideListing($listingId: ID!, $reason: String!) {\n    hideListing(listingId: $listingId, input: { reason: $reason }) {\n      success\n    }\n  }\n": types.SupportHideListingDocument,
    "\n  mutation SupportRestoreListing($listingId: ID!, $reason: String!) {\n    restoreListing(listingId: $listingId, input: { reason: $reason }) {\n      success\n    }\n  }\n": types.SupportRestoreListingDocument,
    "\n  mutation SupportSuspendStudent($userId: ID!, $reason: String!) {\n    suspendStudent(userId: $userId, input: { reason: $reason }) {\n      success\n    }\n  }\n": types.SupportSuspendStudentDocument,
    "\n  mutation SupportUnsuspendStudent($userId: ID!, $reason: String!) {\n    unsuspendStudent(userId: $userId, input: { reason: $reason }) {\n      success\n    }\n  }\n": types.SupportUnsuspendStudentDocument,
    "\n  query Catalog {\n    catalog {\n      campuses {\n        name\n        halls\n      }\n      roomTypes\n      permitTypes\n      permits\n      moveTimings\n      years\n    }\n  }\n": types.CatalogDocument,
    "\n  mutation Block($listingId: ID!) {\n    block(listingId: $listingId) {\n      id\n      userName\n      blockedAt\n    }\n  }\n": types.BlockDocument,
    "\n  mutation Report($listingId: ID!, $input: ReportInput!) {\n    report(listingId: $listingId, input: $input) {\n      id\n      message\n      blocked\n    }\n  }\n": types.ReportDocument,
    "\n  fragment UserProfileFields on User {\n    id\n    name\n    age\n    year\n    instagram\n    linkedin\n    hasProfile\n  }\n": types.UserProfileFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserProfileFields\n      email\n      hasPassword\n      termsAccepted\n      termsAcceptedAt\n      termsVersion\n      isStaff\n    }\n  }\n": types.MeDocument,
    "\n  mutation Swapped($listingId: ID!) {\n    swapped(listingId: $listingId) {\n      ...SwapClaimFields\n    }\n  }\n": types.SwappedDocument,
    "\n  mutation DisputeSwap($listingId: ID!) {\n    disputeSwap(listingId: $listingId) {\n      ...SwapClaimFields\n    }\n  }\n": types.DisputeSwapDocument,
    "\n  query LatestSwap {\n    mySwaps {\n      id\n      state\n      headline\n    }\n  }\n": types.LatestSwapDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SwapClaimFields on SwapClaim {\n    status\n    claimedByMe\n    closesAt\n  }\n"): (typeof documents)["\n  fragment SwapClaimFields on SwapClaim {\n    status\n    claimedByMe\n    closesAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OtherStudentFields on OtherStudent {\n    userName\n    userAge\n    userAcademicYear\n    userEmail\n    userInstagram\n    userLinkedin\n    connected\n    nextStep\n    housingFormUrl\n  }\n"): (typeof documents)["\n  fragment OtherStudentFields on OtherStudent {\n    userName\n    userAge\n    userAcademicYear\n    userEmail\n    userInstagram\n    userLinkedin\n    connected\n    nextStep\n    housingFormUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckUser($email: String!) {\n    checkUser(email: $email) {\n      exists\n      hasPassword\n    }\n  }\n"): (typeof documents)["\n  query CheckUser($email: String!) {\n    checkUser(email: $email) {\n      exists\n      hasPassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignInResultFields on AuthPayload {\n    hasProfile\n    hasPassword\n  }\n"): (typeof documents)["\n  fragment SignInResultFields on AuthPayload {\n    hasProfile\n    hasPassword\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestOtp($email: String!) {\n    requestOtp(email: $email) {\n      sent\n      expiresInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation RequestOtp($email: String!) {\n    requestOtp(email: $email) {\n      sent\n      expiresInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($email: String!, $code: String!) {\n    verifyOtp(email: $email, code: $code) {\n      ...SignInResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyOtp($email: String!, $code: String!) {\n    verifyOtp(email: $email, code: $code) {\n      ...SignInResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPassword($email: String!, $password: String!) {\n    setPassword(email: $email, password: $password) {\n      ...SignInResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetPassword($email: String!, $password: String!) {\n    setPassword(email: $email, password: $password) {\n      ...SignInResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTerms($version: String!) {\n    acceptTerms(version: $version) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTerms($version: String!) {\n    acceptTerms(version: $version) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupProfile($input: ProfileInput!) {\n    setupProfile(input: $input) {\n      success\n      user {\n        ...UserProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupProfile($input: ProfileInput!) {\n    setupProfile(input: $input) {\n      success\n      user {\n        ...UserProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...UserProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...UserProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount {\n    deleteAccount {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      scope\n      prefix\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      scope\n      prefix\n      createdAt\n      expiresAt\n      lastUsedAt\n      expired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ListingFields on Listing {\n  active\n  campusNow\n  campusWant\n  createdAt\n  dormNow\n  dormWant\n  flexible\n  have\n  hiddenBySupport\n  id\n  moveWhen\n  notes\n  permitNow\n  permitWant\n  roomTypeNow\n  roomTypeWant\n  type\n  updatedAt\n  want\n}"): (typeof documents)["fragment ListingFields on Listing {\n  active\n  campusNow\n  campusWant\n  createdAt\n  dormNow\n  dormWant\n  flexible\n  have\n  hiddenBySupport\n  id\n  moveWhen\n  notes\n  permitNow\n  permitWant\n  roomTypeNow\n  roomTypeWant\n  type\n  updatedAt\n  want\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyListing {\n    myListing {\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  query MyListing {\n    myListing {\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingPayloadFields on ListingPayload {\n    listing {\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  fragment ListingPayloadFields on ListingPayload {\n    listing {\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveListing($input: ListingInput!) {\n    saveListing(input: $input) {\n      ...ListingPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveListing($input: ListingInput!) {\n    saveListing(input: $input) {\n      ...ListingPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...ListingPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...ListingPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateListing {\n    deactivateListing {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateListing {\n    deactivateListing {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCycle($cycleId: ID!) {\n    joinCycle(cycleId: $cycleId) {\n      status\n      cycle {\n        ...SwapCycleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCycle($cycleId: ID!) {\n    joinCycle(cycleId: $cycleId) {\n      status\n      cycle {\n        ...SwapCycleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCycle($cycleId: ID!) {\n    leaveCycle(cycleId: $cycleId) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveCycle($cycleId: ID!) {\n    leaveCycle(cycleId: $cycleId) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Matches {\n    matches {\n      myListing {\n        id\n        type\n        active\n        hiddenBySupport\n      }\n      cards {\n        ...MatchCardFields\n      }\n      preferenceCount\n      otherCount\n      interestedCount\n      cycles {\n        ...SwapCycleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Matches {\n    matches {\n      myListing {\n        id\n        type\n        active\n        hiddenBySupport\n      }\n      cards {\n        ...MatchCardFields\n      }\n      preferenceCount\n      otherCount\n      interestedCount\n      cycles {\n        ...SwapCycleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reveal($listingId: ID!) {\n    reveal(listingId: $listingId) {\n      status: result\n      card {\n        ...MatchCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Reveal($listingId: ID!) {\n    reveal(listingId: $listingId) {\n      status: result\n      card {\n        ...MatchCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SwapCycleFields on SwapCycle {\n    id\n    type\n    status\n    connected\n    joinedByMe\n    joinedCount\n    nextStep\n    housingFormUrl\n    members {\n      position\n      isMe\n      listingId\n      userName\n      userAge\n      userAcademicYear\n      have\n      place\n      movesInto\n      userEmail\n      userInstagram\n      userLinkedin\n    }\n  }\n"): (typeof documents)["\n  fragment SwapCycleFields on SwapCycle {\n    id\n    type\n    status\n    connected\n    joinedByMe\n    joinedCount\n    nextStep\n    housingFormUrl\n    members {\n      position\n      isMe\n      listingId\n      userName\n      userAge\n      userAcademicYear\n      have\n      place\n      movesInto\n      userEmail\n      userInstagram\n      userLinkedin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchCardFields on MatchCard {\n    ...OtherStudentFields\n    id\n    type\n    score\n    category\n    why {\n      exactReverse\n      sameDormOrLot\n      sameCampus\n    }\n    when\n    flexible\n    notes\n    have\n    want\n    revealedByMe\n    revealedToMe\n    createdAt\n    updatedAt\n    swap {\n      ...SwapClaimFields\n    }\n  }\n"): (typeof documents)["\n  fragment MatchCardFields on MatchCard {\n    ...OtherStudentFields\n    id\n    type\n    score\n    category\n    why {\n      exactReverse\n      sameDormOrLot\n      sameCampus\n    }\n    when\n    flexible\n    notes\n    have\n    want\n    revealedByMe\n    revealedToMe\n    createdAt\n    updatedAt\n    swap {\n      ...SwapClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationSettingsFields on NotificationSettings {\n    settings {\n      channel\n      kind\n      enabled\n    }\n    pushPublicKey\n    pushDevices\n  }\n"): (typeof documents)["\n  fragment NotificationSettingsFields on NotificationSettings {\n    settings {\n      channel\n      kind\n      enabled\n    }\n    pushPublicKey\n    pushDevices\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings {\n      ...NotificationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationSetting($channel: NotificationChannel!, $kind: NotificationKind!, $enabled: Boolean!) {\n    setNotificationSetting(channel: $channel, kind: $kind, enabled: $enabled) {\n      ...NotificationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotificationSetting($channel: NotificationChannel!, $kind: NotificationKind!, $enabled: Boolean!) {\n    setNotificationSetting(channel: $channel, kind: $kind, enabled: $enabled) {\n      ...NotificationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($subscription: PushSubscriptionInput!) {\n    subscribePush(subscription: $subscription) {\n      ...NotificationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribePush($subscription: PushSubscriptionInput!) {\n    subscribePush(subscription: $subscription) {\n      ...NotificationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint) {\n      ...NotificationSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint) {\n      ...NotificationSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SwapRequests {\n    swapRequests {\n      incoming {\n        ...SwapRequestFields\n      }\n      outgoing {\n        ...SwapRequestFields\n      }\n      connected {\n        ...SwapRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SwapRequests {\n    swapRequests {\n      incoming {\n        ...SwapRequestFields\n      }\n      outgoing {\n        ...SwapRequestFields\n      }\n      connected {\n        ...SwapRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevealBack($listingId: ID!) {\n    reveal(listingId: $listingId) {\n      status: result\n    }\n  }\n"): (typeof documents)["\n  mutation RevealBack($listingId: ID!) {\n    reveal(listingId: $listingId) {\n      status: result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SwapRequestFields on SwapRequest {\n    ...OtherStudentFields\n    listingId\n    type\n    have\n    want\n    when\n    createdAt\n    swap {\n      ...SwapClaimFields\n    }\n  }\n"): (typeof documents)["\n  fragment SwapRequestFields on SwapRequest {\n    ...OtherStudentFields\n    listingId\n    type\n    have\n    want\n    when\n    createdAt\n    swap {\n      ...SwapClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySwaps {\n    mySwaps {\n      ...SwapCardFields\n    }\n  }\n"): (typeof documents)["\n  query MySwaps {\n    mySwaps {\n      ...SwapCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwapDone($swapId: ID!) {\n    swapDone(swapId: $swapId) {\n      ...SwapCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation SwapDone($swapId: ID!) {\n    swapDone(swapId: $swapId) {\n      ...SwapCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CallOffSwap($swapId: ID!) {\n    callOffSwap(swapId: $swapId) {\n      ...SwapCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation CallOffSwap($swapId: ID!) {\n    callOffSwap(swapId: $swapId) {\n      ...SwapCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SwapCardFields on Swap {\n    id\n    kind\n    type\n    state\n    headline\n    closesAt\n    saidDoneByMe\n    doneCount\n    memberCount\n    callOffWords\n    nextStep\n    housingFormUrl\n    members {\n      position\n      isMe\n      userName\n      have\n      movesInto\n      saidDone\n      connected\n      userEmail\n      userInstagram\n      userLinkedin\n    }\n  }\n"): (typeof documents)["\n  fragment SwapCardFields on Swap {\n    id\n    kind\n    type\n    state\n    headline\n    closesAt\n    saidDoneByMe\n    doneCount\n    memberCount\n    callOffWords\n    nextStep\n    housingFormUrl\n    members {\n      position\n      isMe\n      userName\n      have\n      movesInto\n      saidDone\n      connected\n      userEmail\n      userInstagram\n      userLinkedin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Blocks {\n    blocks {\n      id\n      userName\n      blockedAt\n    }\n  }\n"): (typeof documents)["\n  query Blocks {\n    blocks {\n      id\n      userName\n      blockedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unblock($blockId: ID!) {\n    unblock(blockId: $blockId) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation Unblock($blockId: ID!) {\n    unblock(blockId: $blockId) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportReports($first: Int, $after: String) {\n    supportReports(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        listingId\n        type\n        have\n        want\n        hidden\n        ownerId\n        ownerName\n        ownerSuspended\n        reports {\n          id\n          reason\n          details\n          createdAt\n          reporterName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportReports($first: Int, $after: String) {\n    supportReports(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        listingId\n        type\n        have\n        want\n        hidden\n        ownerId\n        ownerName\n        ownerSuspended\n        reports {\n          id\n          reason\n          details\n          createdAt\n          reporterName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportHiddenListings($first: Int, $after: String) {\n    supportHiddenListings(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        listingId\n        type\n        have\n        hiddenAt\n        hiddenReason\n        openReports\n        ownerId\n        ownerName\n        ownerSuspended\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportHiddenListings($first: Int, $after: String) {\n    supportHiddenListings(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        listingId\n        type\n        have\n        hiddenAt\n        hiddenReason\n        openReports\n        ownerId\n        ownerName\n        ownerSuspended\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportSuspendedStudents($first: Int, $after: String) {\n    supportSuspendedStudents(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        userId\n        name\n        suspendedAt\n        reason\n        listingHave\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportSuspendedStudents($first: Int, $after: String) {\n    supportSuspendedStudents(first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        userId\n        name\n        suspendedAt\n        reason\n        listingHave\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportAudit($studentId: ID, $first: Int, $after: String) {\n    supportAudit(studentId: $studentId, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        id\n        createdAt\n        action\n        targetUserId\n        targetName\n        sentence\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportAudit($studentId: ID, $first: Int, $after: String) {\n    supportAudit(studentId: $studentId, first: $first, after: $after) {\n      total\n      nextCursor\n      items {\n        id\n        createdAt\n        action\n        targetUserId\n        targetName\n        sentence\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportFigures {\n    supportWeeklyFigures {\n      weekStart\n      type\n      campus\n      connections\n      swapsCompleted\n      pairSwapsDone\n      threeWaySwapsDone\n    }\n  }\n"): (typeof documents)["\n  query SupportFigures {\n    supportWeeklyFigures {\n      weekStart\n      type\n      campus\n      connections\n      swapsCompleted\n      pairSwapsDone\n      threeWaySwapsDone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportHideListing($listingId: ID!, $reason: String!) {\n    hideListing(listingId: $listingId, input: { reason: $reason }) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation SupportHideListing($listingId: ID!, $reason: String!) {\n    hideListing(listingId: $listingId, input: { reason: $reason }) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportRestoreListing($listingId: ID!, $reason: String!) {\n    restoreListing(listingId: $listingId, input: { reason: $reason }) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation SupportRestoreListing($listingId: ID!, $reason: String!) {\n    restoreListing(listingId: $listingId, input: { reason: $reason }) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportSuspendStudent($userId: ID!, $reason: String!) {\n    suspendStudent(userId: $userId, input: { reason: $reason }) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation SupportSuspendStudent($userId: ID!, $reason: String!) {\n    suspendStudent(userId: $userId, input: { reason: $reason }) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportUnsuspendStudent($userId: ID!, $reason: String!) {\n    unsuspendStudent(userId: $userId, input: { reason: $reason }) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation SupportUnsuspendStudent($userId: ID!, $reason: String!) {\n    unsuspendStudent(userId: $userId, input: { reason: $reason }) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Catalog {\n    catalog {\n      campuses {\n        name\n        halls\n      }\n      roomTypes\n      permitTypes\n      permits\n      moveTimings\n      years\n    }\n  }\n"): (typeof documents)["\n  query Catalog {\n    catalog {\n      campuses {\n        name\n        halls\n      }\n      roomTypes\n      permitTypes\n      permits\n      moveTimings\n      years\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Block($listingId: ID!) {\n    block(listingId: $listingId) {\n      id\n      userName\n      blockedAt\n    }\n  }\n"): (typeof documents)["\n  mutation Block($listingId: ID!) {\n    block(listingId: $listingId) {\n      id\n      userName\n      blockedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Report($listingId: ID!, $input: ReportInput!) {\n    report(listingId: $listingId, input: $input) {\n      id\n      message\n      blocked\n    }\n  }\n"): (typeof documents)["\n  mutation Report($listingId: ID!, $input: ReportInput!) {\n    report(listingId: $listingId, input: $input) {\n      id\n      message\n      blocked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserProfileFields on User {\n    id\n    name\n    age\n    year\n    instagram\n    linkedin\n    hasProfile\n  }\n"): (typeof documents)["\n  fragment UserProfileFields on User {\n    id\n    name\n    age\n    year\n    instagram\n    linkedin\n    hasProfile\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserProfileFields\n      email\n      hasPassword\n      termsAccepted\n      termsAcceptedAt\n      termsVersion\n      isStaff\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserProfileFields\n      email\n      hasPassword\n      termsAccepted\n      termsAcceptedAt\n      termsVersion\n      isStaff\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Swapped($listingId: ID!) {\n    swapped(listingId: $listingId) {\n      ...SwapClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation Swapped($listingId: ID!) {\n    swapped(listingId: $listingId) {\n      ...SwapClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputeSwap($listingId: ID!) {\n    disputeSwap(listingId: $listingId) {\n      ...SwapClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation DisputeSwap($listingId: ID!) {\n    disputeSwap(listingId: $listingId) {\n      ...SwapClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestSwap {\n    mySwaps {\n      id\n      state\n      headline\n    }\n  }\n"): (typeof documents)["\n  query LatestSwap {\n    mySwaps {\n      id\n      state\n      headline\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;