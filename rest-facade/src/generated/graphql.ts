/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A whole listing. DORM needs the room fields, PARKING the permit fields. */
export type ListingInput = {
  /** DORM: a campus of the catalog. */
  campusNow?: string | null | undefined;
  /** DORM: at least one campus. */
  campusWant?: Array<string> | null | undefined;
  /** DORM: a hall of campusNow. */
  dormNow?: string | null | undefined;
  /** DORM: halls, each on a wanted campus. */
  dormWant?: Array<string> | null | undefined;
  /** Flexible on timing. */
  flexible?: boolean | null | undefined;
  /** DORM: a move timing of the catalog. */
  moveWhen?: string | null | undefined;
  /** At most 500 characters. */
  notes?: string | null | undefined;
  /** PARKING: '<campus> - <permit type>'. */
  permitNow?: string | null | undefined;
  /** PARKING: '<campus> - <permit type>'. */
  permitWant?: string | null | undefined;
  /** DORM: a room type of the catalog. */
  roomTypeNow?: string | null | undefined;
  /** DORM: at least one room type. */
  roomTypeWant?: Array<string> | null | undefined;
  /** DORM or PARKING */
  type?: string | null | undefined;
};

/** What a listing swaps. */
export type ListingType =
  /** A room in a residence hall or apartment. */
  | 'DORM'
  /** A parking permit. */
  | 'PARKING';

/** PREFERENCE ("My Preference"): score of 70 or more; OTHER: score from 1 to 69. */
export type MatchCategory =
  /** "Other": score from 1 to 69. */
  | 'OTHER'
  /** "My Preference": score 70 or more. */
  | 'PREFERENCE';

/** How a notification reaches the student. */
export type NotificationChannel =
  /** An email to the school address (plain text and HTML). */
  | 'EMAIL'
  /** A Web Push notification to every browser the student subscribed. */
  | 'PUSH';

/** What a notification is about. */
export type NotificationKind =
  /** You both revealed: contact details are in the app. */
  | 'CONNECTION'
  /** All three of your 3-way swap are in: contact details are in the app. */
  | 'CYCLE_CONNECTED'
  /** A 3-way swap is offered to you (nobody named: see it on your matches). */
  | 'CYCLE_OFFERED'
  /** Once a day: new My Preference matches. */
  | 'DIGEST'
  /** Another student revealed interest in you (their name and what they have). */
  | 'INTEREST'
  /** A swap of yours, of two or three, was called off (why, in words that name nobody). */
  | 'SWAP_CALLED_OFF'
  /** A connected student said you swapped: confirm or dispute it on their card (their name and what they have). */
  | 'SWAP_CLAIM'
  /** Your 3-way swap is done: all three said so, or a week passed. */
  | 'SWAP_DONE';

/** The want side of the listing; omitted fields keep their current value. */
export type PreferencesInput = {
  /** DORM: wanted campuses. */
  campusWant?: Array<string> | null | undefined;
  /** DORM: wanted halls. */
  dormWant?: Array<string> | null | undefined;
  /** Flexible on timing. */
  flexible?: boolean | null | undefined;
  /** Move timing. */
  moveWhen?: string | null | undefined;
  /** PARKING: the wanted permit. */
  permitWant?: string | null | undefined;
  /** DORM: wanted room types. */
  roomTypeWant?: Array<string> | null | undefined;
};

/** name, age and year are required by the service; Instagram and LinkedIn are optional. */
export type ProfileInput = {
  /** From 16 to 100. */
  age?: number | null | undefined;
  /** A handle: letters, digits, periods and underscores, at most 30 of them (one leading @ allowed). Omitted: unchanged; empty or null: removed. */
  instagram?: string | null | undefined;
  /** omitted: unchanged; empty or null: removed */
  linkedin?: string | null | undefined;
  /** Display name shown on match cards. */
  name?: string | null | undefined;
  /** one of catalog.years */
  year?: string | null | undefined;
};

/** A browser's PushSubscription: endpoint and keys.p256dh / keys.auth (base64url). */
export type PushSubscriptionInput = {
  /** The 16-byte auth secret (base64url). */
  auth: string;
  /** The push service URL: https, on a browser's push service (PUSH_SERVICE_HOSTS). */
  endpoint: string;
  /** The browser's P-256 public key (base64url). */
  p256dh: string;
};

/** A report of a listing. */
export type ReportInput = {
  /** Also block the student (default false): neither of you sees the other anywhere from now on, 3-way swaps included. */
  alsoBlock?: boolean | null | undefined;
  /** What happened, at most 1000 characters (optional). */
  details?: string | null | undefined;
  /** Why. */
  reason: ReportReason;
};

/** Why a listing is reported. */
export type ReportReason =
  /** The swap already happened; the listing should be gone. */
  | 'ALREADY_SWAPPED'
  /** Not a real student, room or permit. */
  | 'FAKE'
  /** Abusive or threatening behaviour. */
  | 'HARASSMENT'
  /** Something else (say what in `details`). */
  | 'OTHER'
  /** Advertising or repeated posts. */
  | 'SPAM';

/** The state of a pair of students after a reveal. */
export type RevealStatus =
  /** Both revealed: contact details are shared. */
  | 'connected'
  /** Waiting for the other student to reveal too. */
  | 'pending';

/** What a staff member did. */
export type StaffActionKind =
  /** Took a listing out of matches. */
  | 'HIDE_LISTING'
  /** Brought a hidden listing back. */
  | 'RESTORE_LISTING'
  /** Suspended a student. */
  | 'SUSPEND'
  /** Lifted a suspension. */
  | 'UNSUSPEND';

/** Why a staff member acts (kept in the audit log). */
export type StaffReasonInput = {
  /** At most 500 characters. */
  reason: string;
};

/** Why a swap was called off, in terms that say nothing private about anyone. */
export type SwapCallOffReason =
  /** A member's account was closed. */
  | 'ACCOUNT_CLOSED'
  /** A member's listing is no longer available. */
  | 'LISTING_CLOSED'
  /** A member called it off. */
  | 'MEMBER_CALLED_OFF';

/** Where a "we swapped" claim between two connected students stands. */
export type SwapClaimStatus =
  /** One student said they swapped; the other confirms or disputes (it closes after 7 days). */
  | 'CLAIMED'
  /** Swapped: both listings are closed. */
  | 'CLOSED'
  /** The other student said they did not swap; nothing closes. */
  | 'DISPUTED';

/** OFFERED: waiting for all three to join; CONNECTED: all three joined, contacts shared. */
export type SwapCycleStatus =
  /** All three joined; contact details shared. */
  | 'CONNECTED'
  /** Offered to the three; contact details hidden until all three join. */
  | 'OFFERED';

/** A swap of two students, or a 3-way swap. */
export type SwapKind =
  /** Two students take each other’s room or permit. */
  | 'PAIR'
  /** Three students: each takes the next one’s room or permit. */
  | 'THREE_WAY';

/** Where a swap stands; every member sees the same state. */
export type SwapState =
  /** It can no longer happen; no contact details are shown. */
  | 'CALLED_OFF'
  /** A member said "we swapped"; the others confirm (or it is done after 7 days). */
  | 'CLAIMED'
  /** Contact details are shared; nobody said "we swapped" yet. */
  | 'CONNECTED'
  /** Every member confirmed, or 7 days passed: the listings are closed. */
  | 'DONE';

export type RestAuthResultFragment = { token: string, hasProfile: boolean, hasPassword: boolean };

export type RestCheckUserQueryVariables = Exact<{
  email?: string | null | undefined;
}>;


export type RestCheckUserQuery = { checkUser: { exists: boolean, hasPassword: boolean } };

export type RestLoginMutationVariables = Exact<{
  email?: string | null | undefined;
  password?: string | null | undefined;
}>;


export type RestLoginMutation = { login: { token: string, hasProfile: boolean, hasPassword: boolean } };

export type RestRequestOtpMutationVariables = Exact<{
  email?: string | null | undefined;
}>;


export type RestRequestOtpMutation = { requestOtp: { sent: boolean, expiresInSeconds: number } };

export type RestVerifyOtpMutationVariables = Exact<{
  email?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type RestVerifyOtpMutation = { verifyOtp: { token: string, hasProfile: boolean, hasPassword: boolean } };

export type RestSetPasswordMutationVariables = Exact<{
  email?: string | null | undefined;
  password?: string | null | undefined;
}>;


export type RestSetPasswordMutation = { setPassword: { otherSessionsRevoked: number, token: string, hasProfile: boolean, hasPassword: boolean } };

export type RestAcceptTermsMutationVariables = Exact<{
  version?: string | null | undefined;
}>;


export type RestAcceptTermsMutation = { acceptTerms: { success: boolean } };

export type RestSetupProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type RestSetupProfileMutation = { setupProfile: { success: boolean, user: { id: string, email: string, name: string | null, age: number | null, year: string | null, instagram: string | null, linkedin: string | null, hasProfile: boolean, hasPassword: boolean, termsAccepted: boolean, termsAcceptedAt: string | null, termsVersion: string | null } } };

export type RestUpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type RestUpdateProfileMutation = { updateProfile: { user: { id: string, email: string, name: string | null, age: number | null, year: string | null, instagram: string | null, linkedin: string | null, hasProfile: boolean, hasPassword: boolean, termsAccepted: boolean, termsAcceptedAt: string | null, termsVersion: string | null } } };

export type RestDeleteAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type RestDeleteAccountMutation = { deleteAccount: { success: boolean } };

export type RestBlockMutationVariables = Exact<{
  listingId: string | number;
}>;


export type RestBlockMutation = { block: { id: string, userName: string | null, blockedAt: string } };

export type RestBlocksQueryVariables = Exact<{ [key: string]: never; }>;


export type RestBlocksQuery = { blocks: Array<{ id: string, userName: string | null, blockedAt: string }> };

export type RestUnblockMutationVariables = Exact<{
  blockId: string | number;
}>;


export type RestUnblockMutation = { unblock: { success: boolean } };

export type RestReportMutationVariables = Exact<{
  listingId: string | number;
  input: ReportInput;
}>;


export type RestReportMutation = { report: { id: string, reason: ReportReason, createdAt: string, message: string, blocked: boolean } };

export type RestJoinCycleMutationVariables = Exact<{
  cycleId: string | number;
}>;


export type RestJoinCycleMutation = { joinCycle: { status: string, cycle: { connected: boolean, createdAt: string, housingFormUrl: string | null, id: string, joinedByMe: boolean, joinedCount: number, nextStep: string | null, status: SwapCycleStatus, type: ListingType, members: Array<{ have: string, isMe: boolean, listingId: string, movesInto: string, place: string, position: number, userAcademicYear: string | null, userAge: number | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string | null }> } } };

export type RestLeaveCycleMutationVariables = Exact<{
  cycleId: string | number;
}>;


export type RestLeaveCycleMutation = { leaveCycle: { success: boolean } };

export type RestCatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type RestCatalogQuery = { catalog: { roomTypes: Array<string>, permitTypes: Array<string>, permits: Array<string>, moveTimings: Array<string>, years: Array<string>, campuses: Array<{ name: string, halls: Array<string> }> } };

export type RestMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMeQuery = { user: { id: string, email: string, name: string | null, age: number | null, year: string | null, instagram: string | null, linkedin: string | null, hasProfile: boolean, hasPassword: boolean, termsAccepted: boolean, termsAcceptedAt: string | null, termsVersion: string | null } | null };

export type RestLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type RestLogoutMutation = { logout: { success: boolean } };

export type RestUserFragment = { id: string, email: string, name: string | null, age: number | null, year: string | null, instagram: string | null, linkedin: string | null, hasProfile: boolean, hasPassword: boolean, termsAccepted: boolean, termsAcceptedAt: string | null, termsVersion: string | null };

export type RestListingFragment = { id: string, type: ListingType, campusNow: string | null, dormNow: string | null, roomTypeNow: string | null, campusWant: Array<string>, dormWant: Array<string>, roomTypeWant: Array<string>, permitNow: string | null, permitWant: string | null, moveWhen: string | null, flexible: boolean, notes: string | null, active: boolean, createdAt: string, updatedAt: string };

export type FullMatchCardFragment = { category: MatchCategory, connected: boolean, createdAt: string, flexible: boolean, have: string, housingFormUrl: string | null, id: string, nextStep: string | null, notes: string | null, revealedByMe: boolean, revealedToMe: boolean, score: number, type: ListingType, updatedAt: string, userAcademicYear: string | null, userAge: number | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string | null, want: string, when: string | null, swap: { claimedAt: string, claimedByMe: boolean, closedAt: string | null, closesAt: string | null, confirmedAt: string | null, disputedAt: string | null, status: SwapClaimStatus } | null, why: { exactReverse: boolean, sameCampus: boolean, sameDormOrLot: boolean } };

export type FullSwapRequestFragment = { connected: boolean, createdAt: string, have: string | null, housingFormUrl: string | null, listingId: string | null, nextStep: string | null, type: ListingType | null, userAcademicYear: string | null, userAge: number | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string | null, want: string | null, when: string | null, swap: { claimedAt: string, claimedByMe: boolean, closedAt: string | null, closesAt: string | null, confirmedAt: string | null, disputedAt: string | null, status: SwapClaimStatus } | null };

export type FullSwapCycleFragment = { connected: boolean, createdAt: string, housingFormUrl: string | null, id: string, joinedByMe: boolean, joinedCount: number, nextStep: string | null, status: SwapCycleStatus, type: ListingType, members: Array<{ have: string, isMe: boolean, listingId: string, movesInto: string, place: string, position: number, userAcademicYear: string | null, userAge: number | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string | null }> };

export type FullSwapFragment = { callOffReason: SwapCallOffReason | null, callOffWords: string | null, calledOffAt: string | null, claimedAt: string | null, closesAt: string | null, createdAt: string, doneAt: string | null, doneCount: number, headline: string, housingFormUrl: string | null, id: string, kind: SwapKind, memberCount: number, nextStep: string | null, saidDoneByMe: boolean, state: SwapState, type: ListingType, members: Array<{ accountDeleted: boolean, connected: boolean, have: string, isMe: boolean, movesInto: string, position: number, saidDone: boolean, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string }> };

export type FullNotificationSettingsFragment = { pushDevices: number, pushPublicKey: string | null, settings: Array<{ channel: NotificationChannel, enabled: boolean, kind: NotificationKind }> };

export type RestMyListingQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMyListingQuery = { listing: { id: string, type: ListingType, campusNow: string | null, dormNow: string | null, roomTypeNow: string | null, campusWant: Array<string>, dormWant: Array<string>, roomTypeWant: Array<string>, permitNow: string | null, permitWant: string | null, moveWhen: string | null, flexible: boolean, notes: string | null, active: boolean, createdAt: string, updatedAt: string } | null };

export type RestSaveListingMutationVariables = Exact<{
  input: ListingInput;
}>;


export type RestSaveListingMutation = { saveListing: { listing: { id: string, type: ListingType, campusNow: string | null, dormNow: string | null, roomTypeNow: string | null, campusWant: Array<string>, dormWant: Array<string>, roomTypeWant: Array<string>, permitNow: string | null, permitWant: string | null, moveWhen: string | null, flexible: boolean, notes: string | null, active: boolean, createdAt: string, updatedAt: string } } };

export type RestUpdatePreferencesMutationVariables = Exact<{
  input: PreferencesInput;
}>;


export type RestUpdatePreferencesMutation = { updatePreferences: { listing: { id: string, type: ListingType, campusNow: string | null, dormNow: string | null, roomTypeNow: string | null, campusWant: Array<string>, dormWant: Array<string>, roomTypeWant: Array<string>, permitNow: string | null, permitWant: string | null, moveWhen: string | null, flexible: boolean, notes: string | null, active: boolean, createdAt: string, updatedAt: string } } };

export type RestDeactivateListingMutationVariables = Exact<{ [key: string]: never; }>;


export type RestDeactivateListingMutation = { deactivateListing: { success: boolean } };

export type RestMatchesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type RestMatchesQuery = { matches: { preferenceCount: number, otherCount: number, myListing: { id: string, type: ListingType, campusNow: string | null, dormNow: string | null, roomTypeNow: string | null, campusWant: Array<string>, dormWant: Array<string>, roomTypeWant: Array<string>, permitNow: string | null, permitWant: string | null, moveWhen: string | null, flexible: boolean, notes: string | null, active: boolean, createdAt: string, updatedAt: string } | null, cards: Array<{ category: MatchCategory, connected: boolean, createdAt: string, flexible: boolean, have: string, housingFormUrl: string | null, id: string, nextStep: string | null, notes: string | null, revealedByMe: boolean, revealedToMe: boolean, score: number, type: ListingType, updatedAt: string, userAcademicYear: string | null, userAge: number | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string | null, want: string, when: string | null, swap: { claimedAt: string, claimedByMe: boolean, closedAt: string | null, closesAt: string | null, confirmedAt: string | null, disputedAt: string | null, status: SwapClaimStatus } | null, why: { exactReverse: boolean, sameCampus: boolean, sameDormOrLot: boolean } }>, cycles: Array<{ connected: boolean, createdAt: string, housingFormUrl: string | null, id: string, joinedByMe: boolean, joinedCount: number, nextStep: string | null, status: SwapCycleStatus, type: ListingType, members: Array<{ have: string, isMe: boolean, listingId: string, movesInto: string, place: string, position: number, userAcademicYear: string | null, userAge: number | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string | null }> }> } };

export type RestRevealMutationVariables = Exact<{
  listingId: string | number;
}>;


export type RestRevealMutation = { reveal: { status: RevealStatus } };

export type RestSwapRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestSwapRequestsQuery = { swapRequests: { outgoing: Array<{ connected: boolean, createdAt: string, have: string | null, housingFormUrl: string | null, listingId: string | null, nextStep: string | null, type: ListingType | null, userAcademicYear: string | null, userAge: number | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string | null, want: string | null, when: string | null, swap: { claimedAt: string, claimedByMe: boolean, closedAt: string | null, closesAt: string | null, confirmedAt: string | null, disputedAt: string | null, status: SwapClaimStatus } | null }>, incoming: Array<{ connected: boolean, createdAt: string, have: string | null, housingFormUrl: string | null, listingId: string | null, nextStep: string | null, type: ListingType | null, userAcademicYear: string | null, userAge: number | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string | null, want: string | null, when: string | null, swap: { claimedAt: string, claimedByMe: boolean, closedAt: string | null, closesAt: string | null, confirmedAt: string | null, disputedAt: string | null, status: SwapClaimStatus } | null }>, connected: Array<{ connected: boolean, createdAt: string, have: string | null, housingFormUrl: string | null, listingId: string | null, nextStep: string | null, type: ListingType | null, userAcademicYear: string | null, userAge: number | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string | null, want: string | null, when: string | null, swap: { claimedAt: string, claimedByMe: boolean, closedAt: string | null, closesAt: string | null, confirmedAt: string | null, disputedAt: string | null, status: SwapClaimStatus } | null }> } };

export type RestNotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestNotificationSettingsQuery = { notificationSettings: { pushDevices: number, pushPublicKey: string | null, settings: Array<{ channel: NotificationChannel, enabled: boolean, kind: NotificationKind }> } };

export type RestSetNotificationSettingMutationVariables = Exact<{
  channel: NotificationChannel;
  kind: NotificationKind;
  enabled: boolean;
}>;


export type RestSetNotificationSettingMutation = { setNotificationSetting: { pushDevices: number, pushPublicKey: string | null, settings: Array<{ channel: NotificationChannel, enabled: boolean, kind: NotificationKind }> } };

export type RestSubscribePushMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type RestSubscribePushMutation = { subscribePush: { pushDevices: number, pushPublicKey: string | null, settings: Array<{ channel: NotificationChannel, enabled: boolean, kind: NotificationKind }> } };

export type RestUnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;


export type RestUnsubscribePushMutation = { unsubscribePush: { pushDevices: number, pushPublicKey: string | null, settings: Array<{ channel: NotificationChannel, enabled: boolean, kind: NotificationKind }> } };

export type RestSupportReportsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestSupportReportsQuery = { page: { nextCursor: string | null, total: number, queue: Array<{ listingId: string, type: ListingType, have: string, want: string, active: boolean, hidden: boolean, ownerId: string, ownerName: string | null, ownerSuspended: boolean, reports: Array<{ id: string, reason: ReportReason, details: string | null, createdAt: string, reporterId: string, reporterName: string | null }> }> } };

export type RestSupportHiddenListingsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestSupportHiddenListingsQuery = { page: { nextCursor: string | null, total: number, listings: Array<{ listingId: string, type: ListingType, have: string, want: string, active: boolean, hiddenAt: string, hiddenReason: string | null, openReports: number, ownerId: string, ownerName: string | null, ownerSuspended: boolean }> } };

export type RestSupportSuspendedStudentsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestSupportSuspendedStudentsQuery = { page: { nextCursor: string | null, total: number, students: Array<{ userId: string, name: string | null, suspendedAt: string, reason: string | null, listingHave: string | null }> } };

export type RestSupportAuditQueryVariables = Exact<{
  studentId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RestSupportAuditQuery = { page: { nextCursor: string | null, total: number, actions: Array<{ id: string, staffEmail: string, staffName: string, createdAt: string, action: StaffActionKind, targetUserId: string | null, targetName: string | null, targetListingId: string | null, reason: string, sentence: string }> } };

export type RestHideListingMutationVariables = Exact<{
  listingId: string | number;
  input: StaffReasonInput;
}>;


export type RestHideListingMutation = { hideListing: { success: boolean } };

export type RestRestoreListingMutationVariables = Exact<{
  listingId: string | number;
  input: StaffReasonInput;
}>;


export type RestRestoreListingMutation = { restoreListing: { success: boolean } };

export type RestSuspendStudentMutationVariables = Exact<{
  userId: string | number;
  input: StaffReasonInput;
}>;


export type RestSuspendStudentMutation = { suspendStudent: { success: boolean } };

export type RestUnsuspendStudentMutationVariables = Exact<{
  userId: string | number;
  input: StaffReasonInput;
}>;


export type RestUnsuspendStudentMutation = { unsuspendStudent: { success: boolean } };

export type RestSupportFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type RestSupportFiguresQuery = { figures: Array<{ weekStart: string, type: ListingType, campus: string | null, connections: number, swapsCompleted: number, pairSwapsDone: number, threeWaySwapsDone: number }> };

export type RestMySwapsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMySwapsQuery = { swaps: Array<{ callOffReason: SwapCallOffReason | null, callOffWords: string | null, calledOffAt: string | null, claimedAt: string | null, closesAt: string | null, createdAt: string, doneAt: string | null, doneCount: number, headline: string, housingFormUrl: string | null, id: string, kind: SwapKind, memberCount: number, nextStep: string | null, saidDoneByMe: boolean, state: SwapState, type: ListingType, members: Array<{ accountDeleted: boolean, connected: boolean, have: string, isMe: boolean, movesInto: string, position: number, saidDone: boolean, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string }> }> };

export type RestSwapDoneMutationVariables = Exact<{
  swapId: string | number;
}>;


export type RestSwapDoneMutation = { swap: { callOffReason: SwapCallOffReason | null, callOffWords: string | null, calledOffAt: string | null, claimedAt: string | null, closesAt: string | null, createdAt: string, doneAt: string | null, doneCount: number, headline: string, housingFormUrl: string | null, id: string, kind: SwapKind, memberCount: number, nextStep: string | null, saidDoneByMe: boolean, state: SwapState, type: ListingType, members: Array<{ accountDeleted: boolean, connected: boolean, have: string, isMe: boolean, movesInto: string, position: number, saidDone: boolean, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string }> } };

export type RestCallOffSwapMutationVariables = Exact<{
  swapId: string | number;
}>;


export type RestCallOffSwapMutation = { swap: { callOffReason: SwapCallOffReason | null, callOffWords: string | null, calledOffAt: string | null, claimedAt: string | null, closesAt: string | null, createdAt: string, doneAt: string | null, doneCount: number, headline: string, housingFormUrl: string | null, id: string, kind: SwapKind, memberCount: number, nextStep: string | null, saidDoneByMe: boolean, state: SwapState, type: ListingType, members: Array<{ accountDeleted: boolean, connected: boolean, have: string, isMe: boolean, movesInto: string, position: number, saidDone: boolean, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, userName: string }> } };

export type RestSwapClaimFragment = { claimedAt: string, claimedByMe: boolean, closedAt: string | null, closesAt: string | null, confirmedAt: string | null, disputedAt: string | null, status: SwapClaimStatus };

export type RestSwappedMutationVariables = Exact<{
  listingId: string | number;
}>;


export type RestSwappedMutation = { swapped: { claimedAt: string, claimedByMe: boolean, closedAt: string | null, closesAt: string | null, confirmedAt: string | null, disputedAt: string | null, status: SwapClaimStatus } };

export type RestDisputeSwapMutationVariables = Exact<{
  listingId: string | number;
}>;


export type RestDisputeSwapMutation = { disputeSwap: { claimedAt: string, claimedByMe: boolean, closedAt: string | null, closesAt: string | null, confirmedAt: string | null, disputedAt: string | null, status: SwapClaimStatus } };

export const RestAuthResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAuthResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<RestAuthResultFragment, unknown>;
export const RestUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}}]}}]} as unknown as DocumentNode<RestUserFragment, unknown>;
export const RestListingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestListing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"campusNow"}},{"kind":"Field","name":{"kind":"Name","value":"dormNow"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeNow"}},{"kind":"Field","name":{"kind":"Name","value":"campusWant"}},{"kind":"Field","name":{"kind":"Name","value":"dormWant"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeWant"}},{"kind":"Field","name":{"kind":"Name","value":"permitNow"}},{"kind":"Field","name":{"kind":"Name","value":"permitWant"}},{"kind":"Field","name":{"kind":"Name","value":"moveWhen"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestListingFragment, unknown>;
export const FullMatchCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullMatchCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"revealedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"revealedToMe"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"swap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disputedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"when"}},{"kind":"Field","name":{"kind":"Name","value":"why"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exactReverse"}},{"kind":"Field","name":{"kind":"Name","value":"sameCampus"}},{"kind":"Field","name":{"kind":"Name","value":"sameDormOrLot"}}]}}]}}]} as unknown as DocumentNode<FullMatchCardFragment, unknown>;
export const FullSwapRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullSwapRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"swap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disputedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"when"}}]}}]} as unknown as DocumentNode<FullSwapRequestFragment, unknown>;
export const FullSwapCycleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullSwapCycle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"joinedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"joinedCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<FullSwapCycleFragment, unknown>;
export const FullSwapFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullSwap"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Swap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callOffReason"}},{"kind":"Field","name":{"kind":"Name","value":"callOffWords"}},{"kind":"Field","name":{"kind":"Name","value":"calledOffAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"saidDone"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"saidDoneByMe"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<FullSwapFragment, unknown>;
export const FullNotificationSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullNotificationSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushDevices"}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<FullNotificationSettingsFragment, unknown>;
export const RestSwapClaimFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSwapClaim"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disputedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RestSwapClaimFragment, unknown>;
export const RestCheckUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCheckUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exists"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]} as unknown as DocumentNode<RestCheckUserQuery, RestCheckUserQueryVariables>;
export const RestLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAuthResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAuthResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<RestLoginMutation, RestLoginMutationVariables>;
export const RestRequestOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRequestOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}}]}}]}}]} as unknown as DocumentNode<RestRequestOtpMutation, RestRequestOtpMutationVariables>;
export const RestVerifyOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestVerifyOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAuthResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAuthResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<RestVerifyOtpMutation, RestVerifyOtpMutationVariables>;
export const RestSetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestAuthResult"}},{"kind":"Field","name":{"kind":"Name","value":"otherSessionsRevoked"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestAuthResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<RestSetPasswordMutation, RestSetPasswordMutationVariables>;
export const RestAcceptTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAcceptTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RestAcceptTermsMutation, RestAcceptTermsMutationVariables>;
export const RestSetupProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSetupProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}}]}}]} as unknown as DocumentNode<RestSetupProfileMutation, RestSetupProfileMutationVariables>;
export const RestUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}}]}}]} as unknown as DocumentNode<RestUpdateProfileMutation, RestUpdateProfileMutationVariables>;
export const RestDeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RestDeleteAccountMutation, RestDeleteAccountMutationVariables>;
export const RestBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"blockedAt"}}]}}]}}]} as unknown as DocumentNode<RestBlockMutation, RestBlockMutationVariables>;
export const RestBlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestBlocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"blockedAt"}}]}}]}}]} as unknown as DocumentNode<RestBlocksQuery, RestBlocksQueryVariables>;
export const RestUnblockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUnblock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blockId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"blockId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blockId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RestUnblockMutation, RestUnblockMutationVariables>;
export const RestReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}}]}}]}}]} as unknown as DocumentNode<RestReportMutation, RestReportMutationVariables>;
export const RestJoinCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestJoinCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cycleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullSwapCycle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullSwapCycle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"joinedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"joinedCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<RestJoinCycleMutation, RestJoinCycleMutationVariables>;
export const RestLeaveCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLeaveCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cycleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RestLeaveCycleMutation, RestLeaveCycleMutationVariables>;
export const RestCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCatalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"halls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roomTypes"}},{"kind":"Field","name":{"kind":"Name","value":"permitTypes"}},{"kind":"Field","name":{"kind":"Name","value":"permits"}},{"kind":"Field","name":{"kind":"Name","value":"moveTimings"}},{"kind":"Field","name":{"kind":"Name","value":"years"}}]}}]}}]} as unknown as DocumentNode<RestCatalogQuery, RestCatalogQueryVariables>;
export const RestMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"user"},"name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}}]}}]} as unknown as DocumentNode<RestMeQuery, RestMeQueryVariables>;
export const RestLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RestLogoutMutation, RestLogoutMutationVariables>;
export const RestMyListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMyListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"listing"},"name":{"kind":"Name","value":"myListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestListing"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestListing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"campusNow"}},{"kind":"Field","name":{"kind":"Name","value":"dormNow"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeNow"}},{"kind":"Field","name":{"kind":"Name","value":"campusWant"}},{"kind":"Field","name":{"kind":"Name","value":"dormWant"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeWant"}},{"kind":"Field","name":{"kind":"Name","value":"permitNow"}},{"kind":"Field","name":{"kind":"Name","value":"permitWant"}},{"kind":"Field","name":{"kind":"Name","value":"moveWhen"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestMyListingQuery, RestMyListingQueryVariables>;
export const RestSaveListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSaveListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestListing"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestListing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"campusNow"}},{"kind":"Field","name":{"kind":"Name","value":"dormNow"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeNow"}},{"kind":"Field","name":{"kind":"Name","value":"campusWant"}},{"kind":"Field","name":{"kind":"Name","value":"dormWant"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeWant"}},{"kind":"Field","name":{"kind":"Name","value":"permitNow"}},{"kind":"Field","name":{"kind":"Name","value":"permitWant"}},{"kind":"Field","name":{"kind":"Name","value":"moveWhen"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestSaveListingMutation, RestSaveListingMutationVariables>;
export const RestUpdatePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdatePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestListing"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestListing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"campusNow"}},{"kind":"Field","name":{"kind":"Name","value":"dormNow"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeNow"}},{"kind":"Field","name":{"kind":"Name","value":"campusWant"}},{"kind":"Field","name":{"kind":"Name","value":"dormWant"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeWant"}},{"kind":"Field","name":{"kind":"Name","value":"permitNow"}},{"kind":"Field","name":{"kind":"Name","value":"permitWant"}},{"kind":"Field","name":{"kind":"Name","value":"moveWhen"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestUpdatePreferencesMutation, RestUpdatePreferencesMutationVariables>;
export const RestDeactivateListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeactivateListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RestDeactivateListingMutation, RestDeactivateListingMutationVariables>;
export const RestMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestListing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullMatchCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferenceCount"}},{"kind":"Field","name":{"kind":"Name","value":"otherCount"}},{"kind":"Field","name":{"kind":"Name","value":"cycles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullSwapCycle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestListing"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"campusNow"}},{"kind":"Field","name":{"kind":"Name","value":"dormNow"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeNow"}},{"kind":"Field","name":{"kind":"Name","value":"campusWant"}},{"kind":"Field","name":{"kind":"Name","value":"dormWant"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeWant"}},{"kind":"Field","name":{"kind":"Name","value":"permitNow"}},{"kind":"Field","name":{"kind":"Name","value":"permitWant"}},{"kind":"Field","name":{"kind":"Name","value":"moveWhen"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullMatchCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"revealedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"revealedToMe"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"swap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disputedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"when"}},{"kind":"Field","name":{"kind":"Name","value":"why"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exactReverse"}},{"kind":"Field","name":{"kind":"Name","value":"sameCampus"}},{"kind":"Field","name":{"kind":"Name","value":"sameDormOrLot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullSwapCycle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"joinedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"joinedCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<RestMatchesQuery, RestMatchesQueryVariables>;
export const RestRevealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestReveal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reveal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<RestRevealMutation, RestRevealMutationVariables>;
export const RestSwapRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSwapRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outgoing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullSwapRequest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incoming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullSwapRequest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullSwapRequest"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullSwapRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"swap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disputedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"when"}}]}}]} as unknown as DocumentNode<RestSwapRequestsQuery, RestSwapRequestsQueryVariables>;
export const RestNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestNotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullNotificationSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullNotificationSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushDevices"}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<RestNotificationSettingsQuery, RestNotificationSettingsQueryVariables>;
export const RestSetNotificationSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSetNotificationSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationChannel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNotificationSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullNotificationSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullNotificationSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushDevices"}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<RestSetNotificationSettingMutation, RestSetNotificationSettingMutationVariables>;
export const RestSubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscription"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullNotificationSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullNotificationSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushDevices"}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<RestSubscribePushMutation, RestSubscribePushMutationVariables>;
export const RestUnsubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUnsubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullNotificationSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullNotificationSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushDevices"}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<RestUnsubscribePushMutation, RestUnsubscribePushMutationVariables>;
export const RestSupportReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSupportReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"supportReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"queue"},"name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerSuspended"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reporterId"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<RestSupportReportsQuery, RestSupportReportsQueryVariables>;
export const RestSupportHiddenListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSupportHiddenListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"supportHiddenListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"listings"},"name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenAt"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"openReports"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerSuspended"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<RestSupportHiddenListingsQuery, RestSupportHiddenListingsQueryVariables>;
export const RestSupportSuspendedStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSupportSuspendedStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"supportSuspendedStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"students"},"name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"listingHave"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<RestSupportSuspendedStudentsQuery, RestSupportSuspendedStudentsQueryVariables>;
export const RestSupportAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSupportAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"supportAudit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"actions"},"name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetUserId"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"targetListingId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sentence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<RestSupportAuditQuery, RestSupportAuditQueryVariables>;
export const RestHideListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestHideListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RestHideListingMutation, RestHideListingMutationVariables>;
export const RestRestoreListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRestoreListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RestRestoreListingMutation, RestRestoreListingMutationVariables>;
export const RestSuspendStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSuspendStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RestSuspendStudentMutation, RestSuspendStudentMutationVariables>;
export const RestUnsuspendStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUnsuspendStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffReasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsuspendStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RestUnsuspendStudentMutation, RestUnsuspendStudentMutationVariables>;
export const RestSupportFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSupportFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"figures"},"name":{"kind":"Name","value":"supportWeeklyFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"campus"}},{"kind":"Field","name":{"kind":"Name","value":"connections"}},{"kind":"Field","name":{"kind":"Name","value":"swapsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"pairSwapsDone"}},{"kind":"Field","name":{"kind":"Name","value":"threeWaySwapsDone"}}]}}]}}]} as unknown as DocumentNode<RestSupportFiguresQuery, RestSupportFiguresQueryVariables>;
export const RestMySwapsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestMySwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"swaps"},"name":{"kind":"Name","value":"mySwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullSwap"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullSwap"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Swap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callOffReason"}},{"kind":"Field","name":{"kind":"Name","value":"callOffWords"}},{"kind":"Field","name":{"kind":"Name","value":"calledOffAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"saidDone"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"saidDoneByMe"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<RestMySwapsQuery, RestMySwapsQueryVariables>;
export const RestSwapDoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSwapDone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"swapId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"swap"},"name":{"kind":"Name","value":"swapDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"swapId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"swapId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullSwap"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullSwap"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Swap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callOffReason"}},{"kind":"Field","name":{"kind":"Name","value":"callOffWords"}},{"kind":"Field","name":{"kind":"Name","value":"calledOffAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"saidDone"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"saidDoneByMe"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<RestSwapDoneMutation, RestSwapDoneMutationVariables>;
export const RestCallOffSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCallOffSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"swapId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"swap"},"name":{"kind":"Name","value":"callOffSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"swapId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"swapId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FullSwap"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FullSwap"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Swap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callOffReason"}},{"kind":"Field","name":{"kind":"Name","value":"callOffWords"}},{"kind":"Field","name":{"kind":"Name","value":"calledOffAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneAt"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"saidDone"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"saidDoneByMe"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]} as unknown as DocumentNode<RestCallOffSwapMutation, RestCallOffSwapMutationVariables>;
export const RestSwappedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSwapped"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapped"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSwapClaim"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSwapClaim"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disputedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RestSwappedMutation, RestSwappedMutationVariables>;
export const RestDisputeSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDisputeSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputeSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSwapClaim"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSwapClaim"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disputedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RestDisputeSwapMutation, RestDisputeSwapMutationVariables>;