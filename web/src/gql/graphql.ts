/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a personal API token may do. */
export type ApiTokenScope =
  /** Read me, the listing, matches and swap requests. */
  | 'READ'
  /** READ, plus listing edits and reveal. Never account deletion or password. */
  | 'WRITE';

/** A new personal API token. */
export type CreateApiTokenInput = {
  /** Lifetime in days, 1 to 365 (default 90). */
  expiresInDays?: number | null | undefined;
  /** A name to recognise it by, at most 60 characters. */
  name?: string | null | undefined;
  /** READ (default) or WRITE. */
  scope?: ApiTokenScope | null | undefined;
};

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

export type SwapClaimFieldsFragment = { status: SwapClaimStatus, claimedByMe: boolean, closesAt: string | null };

type OtherStudentFields_MatchCard_Fragment = { userName: string | null, userAge: number | null, userAcademicYear: string | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, connected: boolean, nextStep: string | null, housingFormUrl: string | null };

type OtherStudentFields_SwapRequest_Fragment = { userName: string | null, userAge: number | null, userAcademicYear: string | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, connected: boolean, nextStep: string | null, housingFormUrl: string | null };

export type OtherStudentFieldsFragment =
  | OtherStudentFields_MatchCard_Fragment
  | OtherStudentFields_SwapRequest_Fragment
;

export type CheckUserQueryVariables = Exact<{
  email: string;
}>;


export type CheckUserQuery = { checkUser: { exists: boolean, hasPassword: boolean } };

export type SignInResultFieldsFragment = { hasProfile: boolean, hasPassword: boolean };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { hasProfile: boolean, hasPassword: boolean } };

export type RequestOtpMutationVariables = Exact<{
  email: string;
}>;


export type RequestOtpMutation = { requestOtp: { sent: boolean, expiresInSeconds: number } };

export type VerifyOtpMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type VerifyOtpMutation = { verifyOtp: { hasProfile: boolean, hasPassword: boolean } };

export type SetPasswordMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SetPasswordMutation = { setPassword: { hasProfile: boolean, hasPassword: boolean } };

export type AcceptTermsMutationVariables = Exact<{
  version: string;
}>;


export type AcceptTermsMutation = { acceptTerms: { success: boolean } };

export type SetupProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type SetupProfileMutation = { setupProfile: { success: boolean, user: { id: string, name: string | null, age: number | null, year: string | null, instagram: string | null, linkedin: string | null, hasProfile: boolean } } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { user: { id: string, name: string | null, age: number | null, year: string | null, instagram: string | null, linkedin: string | null, hasProfile: boolean } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean } };

export type DeleteAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAccountMutation = { deleteAccount: { success: boolean } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ id: string, name: string, scope: ApiTokenScope, prefix: string, createdAt: string, expiresAt: string, lastUsedAt: string | null, expired: boolean }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { success: boolean } };

export type ListingFieldsFragment = { active: boolean, campusNow: string | null, campusWant: Array<string>, createdAt: string, dormNow: string | null, dormWant: Array<string>, flexible: boolean, have: string, hiddenBySupport: boolean, id: string, moveWhen: string | null, notes: string | null, permitNow: string | null, permitWant: string | null, roomTypeNow: string | null, roomTypeWant: Array<string>, type: ListingType, updatedAt: string, want: string };

export type MyListingQueryVariables = Exact<{ [key: string]: never; }>;


export type MyListingQuery = { myListing: { active: boolean, campusNow: string | null, campusWant: Array<string>, createdAt: string, dormNow: string | null, dormWant: Array<string>, flexible: boolean, have: string, hiddenBySupport: boolean, id: string, moveWhen: string | null, notes: string | null, permitNow: string | null, permitWant: string | null, roomTypeNow: string | null, roomTypeWant: Array<string>, type: ListingType, updatedAt: string, want: string } | null };

export type ListingPayloadFieldsFragment = { listing: { active: boolean, campusNow: string | null, campusWant: Array<string>, createdAt: string, dormNow: string | null, dormWant: Array<string>, flexible: boolean, have: string, hiddenBySupport: boolean, id: string, moveWhen: string | null, notes: string | null, permitNow: string | null, permitWant: string | null, roomTypeNow: string | null, roomTypeWant: Array<string>, type: ListingType, updatedAt: string, want: string } };

export type SaveListingMutationVariables = Exact<{
  input: ListingInput;
}>;


export type SaveListingMutation = { saveListing: { listing: { active: boolean, campusNow: string | null, campusWant: Array<string>, createdAt: string, dormNow: string | null, dormWant: Array<string>, flexible: boolean, have: string, hiddenBySupport: boolean, id: string, moveWhen: string | null, notes: string | null, permitNow: string | null, permitWant: string | null, roomTypeNow: string | null, roomTypeWant: Array<string>, type: ListingType, updatedAt: string, want: string } } };

export type UpdatePreferencesMutationVariables = Exact<{
  input: PreferencesInput;
}>;


export type UpdatePreferencesMutation = { updatePreferences: { listing: { active: boolean, campusNow: string | null, campusWant: Array<string>, createdAt: string, dormNow: string | null, dormWant: Array<string>, flexible: boolean, have: string, hiddenBySupport: boolean, id: string, moveWhen: string | null, notes: string | null, permitNow: string | null, permitWant: string | null, roomTypeNow: string | null, roomTypeWant: Array<string>, type: ListingType, updatedAt: string, want: string } } };

export type DeactivateListingMutationVariables = Exact<{ [key: string]: never; }>;


export type DeactivateListingMutation = { deactivateListing: { success: boolean } };

export type JoinCycleMutationVariables = Exact<{
  cycleId: string | number;
}>;


export type JoinCycleMutation = { joinCycle: { status: string, cycle: { id: string, type: ListingType, status: SwapCycleStatus, connected: boolean, joinedByMe: boolean, joinedCount: number, nextStep: string | null, housingFormUrl: string | null, members: Array<{ position: number, isMe: boolean, listingId: string, userName: string | null, userAge: number | null, userAcademicYear: string | null, have: string, place: string, movesInto: string, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null }> } } };

export type LeaveCycleMutationVariables = Exact<{
  cycleId: string | number;
}>;


export type LeaveCycleMutation = { leaveCycle: { success: boolean } };

export type MatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type MatchesQuery = { matches: { preferenceCount: number, otherCount: number, interestedCount: number, myListing: { id: string, type: ListingType, active: boolean, hiddenBySupport: boolean } | null, cards: Array<{ id: string, type: ListingType, score: number, category: MatchCategory, when: string | null, flexible: boolean, notes: string | null, have: string, want: string, revealedByMe: boolean, revealedToMe: boolean, createdAt: string, updatedAt: string, userName: string | null, userAge: number | null, userAcademicYear: string | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, connected: boolean, nextStep: string | null, housingFormUrl: string | null, why: { exactReverse: boolean, sameDormOrLot: boolean, sameCampus: boolean }, swap: { status: SwapClaimStatus, claimedByMe: boolean, closesAt: string | null } | null }>, cycles: Array<{ id: string, type: ListingType, status: SwapCycleStatus, connected: boolean, joinedByMe: boolean, joinedCount: number, nextStep: string | null, housingFormUrl: string | null, members: Array<{ position: number, isMe: boolean, listingId: string, userName: string | null, userAge: number | null, userAcademicYear: string | null, have: string, place: string, movesInto: string, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null }> }> } };

export type RevealMutationVariables = Exact<{
  listingId: string | number;
}>;


export type RevealMutation = { reveal: { status: RevealStatus, card: { id: string, type: ListingType, score: number, category: MatchCategory, when: string | null, flexible: boolean, notes: string | null, have: string, want: string, revealedByMe: boolean, revealedToMe: boolean, createdAt: string, updatedAt: string, userName: string | null, userAge: number | null, userAcademicYear: string | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, connected: boolean, nextStep: string | null, housingFormUrl: string | null, why: { exactReverse: boolean, sameDormOrLot: boolean, sameCampus: boolean }, swap: { status: SwapClaimStatus, claimedByMe: boolean, closesAt: string | null } | null } | null } };

export type SwapCycleFieldsFragment = { id: string, type: ListingType, status: SwapCycleStatus, connected: boolean, joinedByMe: boolean, joinedCount: number, nextStep: string | null, housingFormUrl: string | null, members: Array<{ position: number, isMe: boolean, listingId: string, userName: string | null, userAge: number | null, userAcademicYear: string | null, have: string, place: string, movesInto: string, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null }> };

export type MatchCardFieldsFragment = { id: string, type: ListingType, score: number, category: MatchCategory, when: string | null, flexible: boolean, notes: string | null, have: string, want: string, revealedByMe: boolean, revealedToMe: boolean, createdAt: string, updatedAt: string, userName: string | null, userAge: number | null, userAcademicYear: string | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, connected: boolean, nextStep: string | null, housingFormUrl: string | null, why: { exactReverse: boolean, sameDormOrLot: boolean, sameCampus: boolean }, swap: { status: SwapClaimStatus, claimedByMe: boolean, closesAt: string | null } | null };

export type NotificationSettingsFieldsFragment = { pushPublicKey: string | null, pushDevices: number, settings: Array<{ channel: NotificationChannel, kind: NotificationKind, enabled: boolean }> };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { notificationSettings: { pushPublicKey: string | null, pushDevices: number, settings: Array<{ channel: NotificationChannel, kind: NotificationKind, enabled: boolean }> } };

export type SetNotificationSettingMutationVariables = Exact<{
  channel: NotificationChannel;
  kind: NotificationKind;
  enabled: boolean;
}>;


export type SetNotificationSettingMutation = { setNotificationSetting: { pushPublicKey: string | null, pushDevices: number, settings: Array<{ channel: NotificationChannel, kind: NotificationKind, enabled: boolean }> } };

export type SubscribePushMutationVariables = Exact<{
  subscription: PushSubscriptionInput;
}>;


export type SubscribePushMutation = { subscribePush: { pushPublicKey: string | null, pushDevices: number, settings: Array<{ channel: NotificationChannel, kind: NotificationKind, enabled: boolean }> } };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnsubscribePushMutation = { unsubscribePush: { pushPublicKey: string | null, pushDevices: number, settings: Array<{ channel: NotificationChannel, kind: NotificationKind, enabled: boolean }> } };

export type SwapRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type SwapRequestsQuery = { swapRequests: { incoming: Array<{ listingId: string | null, type: ListingType | null, have: string | null, want: string | null, when: string | null, createdAt: string, userName: string | null, userAge: number | null, userAcademicYear: string | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, connected: boolean, nextStep: string | null, housingFormUrl: string | null, swap: { status: SwapClaimStatus, claimedByMe: boolean, closesAt: string | null } | null }>, outgoing: Array<{ listingId: string | null, type: ListingType | null, have: string | null, want: string | null, when: string | null, createdAt: string, userName: string | null, userAge: number | null, userAcademicYear: string | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, connected: boolean, nextStep: string | null, housingFormUrl: string | null, swap: { status: SwapClaimStatus, claimedByMe: boolean, closesAt: string | null } | null }>, connected: Array<{ listingId: string | null, type: ListingType | null, have: string | null, want: string | null, when: string | null, createdAt: string, userName: string | null, userAge: number | null, userAcademicYear: string | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, connected: boolean, nextStep: string | null, housingFormUrl: string | null, swap: { status: SwapClaimStatus, claimedByMe: boolean, closesAt: string | null } | null }> } };

export type RevealBackMutationVariables = Exact<{
  listingId: string | number;
}>;


export type RevealBackMutation = { reveal: { status: RevealStatus } };

export type SwapRequestFieldsFragment = { listingId: string | null, type: ListingType | null, have: string | null, want: string | null, when: string | null, createdAt: string, userName: string | null, userAge: number | null, userAcademicYear: string | null, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null, connected: boolean, nextStep: string | null, housingFormUrl: string | null, swap: { status: SwapClaimStatus, claimedByMe: boolean, closesAt: string | null } | null };

export type MySwapsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySwapsQuery = { mySwaps: Array<{ id: string, kind: SwapKind, type: ListingType, state: SwapState, headline: string, closesAt: string | null, saidDoneByMe: boolean, doneCount: number, memberCount: number, callOffWords: string | null, nextStep: string | null, housingFormUrl: string | null, members: Array<{ position: number, isMe: boolean, userName: string, have: string, movesInto: string, saidDone: boolean, connected: boolean, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null }> }> };

export type SwapDoneMutationVariables = Exact<{
  swapId: string | number;
}>;


export type SwapDoneMutation = { swapDone: { id: string, kind: SwapKind, type: ListingType, state: SwapState, headline: string, closesAt: string | null, saidDoneByMe: boolean, doneCount: number, memberCount: number, callOffWords: string | null, nextStep: string | null, housingFormUrl: string | null, members: Array<{ position: number, isMe: boolean, userName: string, have: string, movesInto: string, saidDone: boolean, connected: boolean, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null }> } };

export type CallOffSwapMutationVariables = Exact<{
  swapId: string | number;
}>;


export type CallOffSwapMutation = { callOffSwap: { id: string, kind: SwapKind, type: ListingType, state: SwapState, headline: string, closesAt: string | null, saidDoneByMe: boolean, doneCount: number, memberCount: number, callOffWords: string | null, nextStep: string | null, housingFormUrl: string | null, members: Array<{ position: number, isMe: boolean, userName: string, have: string, movesInto: string, saidDone: boolean, connected: boolean, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null }> } };

export type SwapCardFieldsFragment = { id: string, kind: SwapKind, type: ListingType, state: SwapState, headline: string, closesAt: string | null, saidDoneByMe: boolean, doneCount: number, memberCount: number, callOffWords: string | null, nextStep: string | null, housingFormUrl: string | null, members: Array<{ position: number, isMe: boolean, userName: string, have: string, movesInto: string, saidDone: boolean, connected: boolean, userEmail: string | null, userInstagram: string | null, userLinkedin: string | null }> };

export type BlocksQueryVariables = Exact<{ [key: string]: never; }>;


export type BlocksQuery = { blocks: Array<{ id: string, userName: string | null, blockedAt: string }> };

export type UnblockMutationVariables = Exact<{
  blockId: string | number;
}>;


export type UnblockMutation = { unblock: { success: boolean } };

export type SupportReportsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SupportReportsQuery = { supportReports: { total: number, nextCursor: string | null, items: Array<{ listingId: string, type: ListingType, have: string, want: string, hidden: boolean, ownerId: string, ownerName: string | null, ownerSuspended: boolean, reports: Array<{ id: string, reason: ReportReason, details: string | null, createdAt: string, reporterName: string | null }> }> } };

export type SupportHiddenListingsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SupportHiddenListingsQuery = { supportHiddenListings: { total: number, nextCursor: string | null, items: Array<{ listingId: string, type: ListingType, have: string, hiddenAt: string, hiddenReason: string | null, openReports: number, ownerId: string, ownerName: string | null, ownerSuspended: boolean }> } };

export type SupportSuspendedStudentsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SupportSuspendedStudentsQuery = { supportSuspendedStudents: { total: number, nextCursor: string | null, items: Array<{ userId: string, name: string | null, suspendedAt: string, reason: string | null, listingHave: string | null }> } };

export type SupportAuditQueryVariables = Exact<{
  studentId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SupportAuditQuery = { supportAudit: { total: number, nextCursor: string | null, items: Array<{ id: string, createdAt: string, action: StaffActionKind, targetUserId: string | null, targetName: string | null, sentence: string }> } };

export type SupportFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportFiguresQuery = { supportWeeklyFigures: Array<{ weekStart: string, type: ListingType, campus: string | null, connections: number, swapsCompleted: number, pairSwapsDone: number, threeWaySwapsDone: number }> };

export type SupportHideListingMutationVariables = Exact<{
  listingId: string | number;
  reason: string;
}>;


export type SupportHideListingMutation = { hideListing: { success: boolean } };

export type SupportRestoreListingMutationVariables = Exact<{
  listingId: string | number;
  reason: string;
}>;


export type SupportRestoreListingMutation = { restoreListing: { success: boolean } };

export type SupportSuspendStudentMutationVariables = Exact<{
  userId: string | number;
  reason: string;
}>;


export type SupportSuspendStudentMutation = { suspendStudent: { success: boolean } };

export type SupportUnsuspendStudentMutationVariables = Exact<{
  userId: string | number;
  reason: string;
}>;


export type SupportUnsuspendStudentMutation = { unsuspendStudent: { success: boolean } };

export type CatalogQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogQuery = { catalog: { roomTypes: Array<string>, permitTypes: Array<string>, permits: Array<string>, moveTimings: Array<string>, years: Array<string>, campuses: Array<{ name: string, halls: Array<string> }> } };

export type BlockMutationVariables = Exact<{
  listingId: string | number;
}>;


export type BlockMutation = { block: { id: string, userName: string | null, blockedAt: string } };

export type ReportMutationVariables = Exact<{
  listingId: string | number;
  input: ReportInput;
}>;


export type ReportMutation = { report: { id: string, message: string, blocked: boolean } };

export type UserProfileFieldsFragment = { id: string, name: string | null, age: number | null, year: string | null, instagram: string | null, linkedin: string | null, hasProfile: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { email: string, hasPassword: boolean, termsAccepted: boolean, termsAcceptedAt: string | null, termsVersion: string | null, isStaff: boolean, id: string, name: string | null, age: number | null, year: string | null, instagram: string | null, linkedin: string | null, hasProfile: boolean } | null };

export type SwappedMutationVariables = Exact<{
  listingId: string | number;
}>;


export type SwappedMutation = { swapped: { status: SwapClaimStatus, claimedByMe: boolean, closesAt: string | null } };

export type DisputeSwapMutationVariables = Exact<{
  listingId: string | number;
}>;


export type DisputeSwapMutation = { disputeSwap: { status: SwapClaimStatus, claimedByMe: boolean, closesAt: string | null } };

export type LatestSwapQueryVariables = Exact<{ [key: string]: never; }>;


export type LatestSwapQuery = { mySwaps: Array<{ id: string, state: SwapState, headline: string }> };

export const SignInResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<SignInResultFieldsFragment, unknown>;
export const ListingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"campusNow"}},{"kind":"Field","name":{"kind":"Name","value":"campusWant"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dormNow"}},{"kind":"Field","name":{"kind":"Name","value":"dormWant"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenBySupport"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moveWhen"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"permitNow"}},{"kind":"Field","name":{"kind":"Name","value":"permitWant"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeNow"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeWant"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"want"}}]}}]} as unknown as DocumentNode<ListingFieldsFragment, unknown>;
export const ListingPayloadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"campusNow"}},{"kind":"Field","name":{"kind":"Name","value":"campusWant"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dormNow"}},{"kind":"Field","name":{"kind":"Name","value":"dormWant"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenBySupport"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moveWhen"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"permitNow"}},{"kind":"Field","name":{"kind":"Name","value":"permitWant"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeNow"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeWant"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"want"}}]}}]} as unknown as DocumentNode<ListingPayloadFieldsFragment, unknown>;
export const SwapCycleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapCycleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"joinedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"joinedCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}}]}}]}}]} as unknown as DocumentNode<SwapCycleFieldsFragment, unknown>;
export const OtherStudentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtherStudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherStudent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}}]}}]} as unknown as DocumentNode<OtherStudentFieldsFragment, unknown>;
export const SwapClaimFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}}]} as unknown as DocumentNode<SwapClaimFieldsFragment, unknown>;
export const MatchCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OtherStudentFields"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"why"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exactReverse"}},{"kind":"Field","name":{"kind":"Name","value":"sameDormOrLot"}},{"kind":"Field","name":{"kind":"Name","value":"sameCampus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"when"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"revealedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"revealedToMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"swap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapClaimFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtherStudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherStudent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}}]} as unknown as DocumentNode<MatchCardFieldsFragment, unknown>;
export const NotificationSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"pushDevices"}}]}}]} as unknown as DocumentNode<NotificationSettingsFieldsFragment, unknown>;
export const SwapRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OtherStudentFields"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"when"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"swap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapClaimFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtherStudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherStudent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}}]} as unknown as DocumentNode<SwapRequestFieldsFragment, unknown>;
export const SwapCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Swap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"saidDoneByMe"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"callOffWords"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"saidDone"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}}]}}]}}]} as unknown as DocumentNode<SwapCardFieldsFragment, unknown>;
export const UserProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}}]}}]} as unknown as DocumentNode<UserProfileFieldsFragment, unknown>;
export const CheckUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exists"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]} as unknown as DocumentNode<CheckUserQuery, CheckUserQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignInResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RequestOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}}]}}]}}]} as unknown as DocumentNode<RequestOtpMutation, RequestOtpMutationVariables>;
export const VerifyOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignInResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const SetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignInResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignInResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<SetPasswordMutation, SetPasswordMutationVariables>;
export const AcceptTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<AcceptTermsMutation, AcceptTermsMutationVariables>;
export const SetupProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}}]}}]} as unknown as DocumentNode<SetupProfileMutation, SetupProfileMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const MyListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"campusNow"}},{"kind":"Field","name":{"kind":"Name","value":"campusWant"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dormNow"}},{"kind":"Field","name":{"kind":"Name","value":"dormWant"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenBySupport"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moveWhen"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"permitNow"}},{"kind":"Field","name":{"kind":"Name","value":"permitWant"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeNow"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeWant"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"want"}}]}}]} as unknown as DocumentNode<MyListingQuery, MyListingQueryVariables>;
export const SaveListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"campusNow"}},{"kind":"Field","name":{"kind":"Name","value":"campusWant"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dormNow"}},{"kind":"Field","name":{"kind":"Name","value":"dormWant"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenBySupport"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moveWhen"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"permitNow"}},{"kind":"Field","name":{"kind":"Name","value":"permitWant"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeNow"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeWant"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"want"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingFields"}}]}}]}}]} as unknown as DocumentNode<SaveListingMutation, SaveListingMutationVariables>;
export const UpdatePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"campusNow"}},{"kind":"Field","name":{"kind":"Name","value":"campusWant"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dormNow"}},{"kind":"Field","name":{"kind":"Name","value":"dormWant"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenBySupport"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"moveWhen"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"permitNow"}},{"kind":"Field","name":{"kind":"Name","value":"permitWant"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeNow"}},{"kind":"Field","name":{"kind":"Name","value":"roomTypeWant"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"want"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingFields"}}]}}]}}]} as unknown as DocumentNode<UpdatePreferencesMutation, UpdatePreferencesMutationVariables>;
export const DeactivateListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<DeactivateListingMutation, DeactivateListingMutationVariables>;
export const JoinCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cycleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapCycleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapCycleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"joinedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"joinedCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}}]}}]}}]} as unknown as DocumentNode<JoinCycleMutation, JoinCycleMutationVariables>;
export const LeaveCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cycleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LeaveCycleMutation, LeaveCycleMutationVariables>;
export const MatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenBySupport"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferenceCount"}},{"kind":"Field","name":{"kind":"Name","value":"otherCount"}},{"kind":"Field","name":{"kind":"Name","value":"interestedCount"}},{"kind":"Field","name":{"kind":"Name","value":"cycles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapCycleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtherStudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherStudent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OtherStudentFields"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"why"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exactReverse"}},{"kind":"Field","name":{"kind":"Name","value":"sameDormOrLot"}},{"kind":"Field","name":{"kind":"Name","value":"sameCampus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"when"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"revealedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"revealedToMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"swap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapClaimFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapCycleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"joinedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"joinedCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}}]}}]}}]} as unknown as DocumentNode<MatchesQuery, MatchesQueryVariables>;
export const RevealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reveal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reveal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtherStudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherStudent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OtherStudentFields"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"why"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exactReverse"}},{"kind":"Field","name":{"kind":"Name","value":"sameDormOrLot"}},{"kind":"Field","name":{"kind":"Name","value":"sameCampus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"when"}},{"kind":"Field","name":{"kind":"Name","value":"flexible"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"revealedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"revealedToMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"swap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapClaimFields"}}]}}]}}]} as unknown as DocumentNode<RevealMutation, RevealMutationVariables>;
export const NotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"pushDevices"}}]}}]} as unknown as DocumentNode<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const SetNotificationSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotificationSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationChannel"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNotificationSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"pushDevices"}}]}}]} as unknown as DocumentNode<SetNotificationSettingMutation, SetNotificationSettingMutationVariables>;
export const SubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscription"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscription"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"pushDevices"}}]}}]} as unknown as DocumentNode<SubscribePushMutation, SubscribePushMutationVariables>;
export const UnsubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"pushDevices"}}]}}]} as unknown as DocumentNode<UnsubscribePushMutation, UnsubscribePushMutationVariables>;
export const SwapRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SwapRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incoming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outgoing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OtherStudentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OtherStudent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userAge"}},{"kind":"Field","name":{"kind":"Name","value":"userAcademicYear"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OtherStudentFields"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"when"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"swap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapClaimFields"}}]}}]}}]} as unknown as DocumentNode<SwapRequestsQuery, SwapRequestsQueryVariables>;
export const RevealBackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevealBack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reveal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<RevealBackMutation, RevealBackMutationVariables>;
export const MySwapsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Swap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"saidDoneByMe"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"callOffWords"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"saidDone"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}}]}}]}}]} as unknown as DocumentNode<MySwapsQuery, MySwapsQueryVariables>;
export const SwapDoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwapDone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"swapId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"swapId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"swapId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Swap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"saidDoneByMe"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"callOffWords"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"saidDone"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}}]}}]}}]} as unknown as DocumentNode<SwapDoneMutation, SwapDoneMutationVariables>;
export const CallOffSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallOffSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"swapId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callOffSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"swapId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"swapId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Swap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"saidDoneByMe"}},{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"callOffWords"}},{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"housingFormUrl"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isMe"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"movesInto"}},{"kind":"Field","name":{"kind":"Name","value":"saidDone"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userInstagram"}},{"kind":"Field","name":{"kind":"Name","value":"userLinkedin"}}]}}]}}]} as unknown as DocumentNode<CallOffSwapMutation, CallOffSwapMutationVariables>;
export const BlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"blockedAt"}}]}}]}}]} as unknown as DocumentNode<BlocksQuery, BlocksQueryVariables>;
export const UnblockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Unblock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blockId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"blockId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blockId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<UnblockMutation, UnblockMutationVariables>;
export const SupportReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"want"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerSuspended"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SupportReportsQuery, SupportReportsQueryVariables>;
export const SupportHiddenListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportHiddenListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportHiddenListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"have"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenAt"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"openReports"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerSuspended"}}]}}]}}]}}]} as unknown as DocumentNode<SupportHiddenListingsQuery, SupportHiddenListingsQueryVariables>;
export const SupportSuspendedStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportSuspendedStudents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportSuspendedStudents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"listingHave"}}]}}]}}]}}]} as unknown as DocumentNode<SupportSuspendedStudentsQuery, SupportSuspendedStudentsQueryVariables>;
export const SupportAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportAudit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetUserId"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"sentence"}}]}}]}}]}}]} as unknown as DocumentNode<SupportAuditQuery, SupportAuditQueryVariables>;
export const SupportFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportWeeklyFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"campus"}},{"kind":"Field","name":{"kind":"Name","value":"connections"}},{"kind":"Field","name":{"kind":"Name","value":"swapsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"pairSwapsDone"}},{"kind":"Field","name":{"kind":"Name","value":"threeWaySwapsDone"}}]}}]}}]} as unknown as DocumentNode<SupportFiguresQuery, SupportFiguresQueryVariables>;
export const SupportHideListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportHideListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SupportHideListingMutation, SupportHideListingMutationVariables>;
export const SupportRestoreListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportRestoreListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SupportRestoreListingMutation, SupportRestoreListingMutationVariables>;
export const SupportSuspendStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportSuspendStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SupportSuspendStudentMutation, SupportSuspendStudentMutationVariables>;
export const SupportUnsuspendStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SupportUnsuspendStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsuspendStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SupportUnsuspendStudentMutation, SupportUnsuspendStudentMutationVariables>;
export const CatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"halls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roomTypes"}},{"kind":"Field","name":{"kind":"Name","value":"permitTypes"}},{"kind":"Field","name":{"kind":"Name","value":"permits"}},{"kind":"Field","name":{"kind":"Name","value":"moveTimings"}},{"kind":"Field","name":{"kind":"Name","value":"years"}}]}}]}}]} as unknown as DocumentNode<CatalogQuery, CatalogQueryVariables>;
export const BlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Block"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"blockedAt"}}]}}]}}]} as unknown as DocumentNode<BlockMutation, BlockMutationVariables>;
export const ReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Report"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}}]}}]}}]} as unknown as DocumentNode<ReportMutation, ReportMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserProfileFields"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"termsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"isStaff"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SwappedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Swapped"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swapped"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapClaimFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}}]} as unknown as DocumentNode<SwappedMutation, SwappedMutationVariables>;
export const DisputeSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisputeSwap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputeSwap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SwapClaimFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SwapClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SwapClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"claimedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}}]} as unknown as DocumentNode<DisputeSwapMutation, DisputeSwapMutationVariables>;
export const LatestSwapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestSwap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySwaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}}]}}]} as unknown as DocumentNode<LatestSwapQuery, LatestSwapQueryVariables>;