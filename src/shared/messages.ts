import { formatCredits } from "./credits.ts";
import { type BookingPolicies, formatMinutes } from "./settings.ts";

/** Texts users see, word for word from the specification. One place, so screens and API agree. */
export const MESSAGES = {
  completeProfileWelcome: "Welcome! Please complete your profile to continue.",
  registrationFieldsRequired: "Full name, nickname, and phone number are required!",
  phoneAlreadyUsed: "Phone number already used by another account",
  /** Not in the spec: a second registration, once the profile is complete. */
  profileAlreadyComplete: "Your profile is already complete. To change it, use Edit Profile.",
  registrationFailed: "Failed to complete registration",
  saveProfileFailed: "Failed to save profile",
  userNotAuthenticated: "User not authenticated",
  adminOnly: "This page is for the studio's administrators.",
  accountDisabled: "This account has been disabled. Please contact the studio.",
  passwordTooCommon:
    "This password is one of the most common ones and easy to guess. Please choose another.",
  notFound: "Not found",
  pleaseLogInToBook: "Please log in to book a class.",
  alreadyBooked: "You have already booked this class.",
  fullyBooked: "This class is fully booked.",
  bookingClosed: "Booking closes 2 hours before class start.",
  bookingFailed: "Booking failed. Please try again.",
  bookingConfirmed: "Booking confirmed! See you in class.",
  cancelTooLate: "Cannot cancel booking less than 4 hours before class starts.",
  cancelFailed: "Failed to cancel booking. Please try again.",
  bookingCancelled: "Your booking is cancelled and your spot has been freed.",
  classNotFound: "This class does not exist or has been removed.",
  bookingNotFound: "This booking does not exist.",
  bookingAlreadyCancelled: "This booking is already cancelled.",
  completeProfileFirst: "Please complete your profile before booking a class.",
  freeTrialAlreadyClaimed: "You have already claimed your free trial.",
  /** Not in the spec: the studio offers no free trial (its settings). */
  freeTrialNotOffered: "The studio does not offer a free trial at the moment.",
  packageNotFound: "This package is not available.",
  attendanceBookingNotFound: "This booking does not exist or was cancelled.",
  /** Not in the spec: no-shows (issue #20). */
  noShowBeforeStart: "A student can be marked as a no-show once the class has started.",
  noShowAndAttended: "A student who attended cannot also be a no-show.",
  /** Not in the spec: classes the studio cancels (issue #21). */
  classCancelled: "This class has been cancelled.",
  classAlreadyCancelled: "This class is already cancelled.",
  classEndedCannotCancel: "A class that has ended cannot be cancelled.",
  cancelledClassUnchangeable: "A cancelled class cannot be changed.",
  classHasBookings: "A class with bookings cannot be deleted; cancel it instead.",
  classCancelledMessage: "Class cancelled. Every booked student is refunded and told.",
  classDeleted: "Class deleted.",
  classEnded: "This class has ended.",
  /** Not in the spec: waitlists (issue #22). */
  waitlistJoined: "You are on the waitlist. We will book you and e-mail you if a seat frees up.",
  waitlistLeft: "You have left the waitlist.",
  waitlistAlready: "You are already on the waitlist for this class.",
  waitlistNotOn: "You are not on the waitlist for this class.",
  waitlistSeatFree: "This class has a free seat: book it instead.",
  waitlistPrivate: "Private classes have no waitlist.",
  waitlistClosed: "The waitlist for this class has closed.",
  waitlistFirst: "Students are waiting for this class: join the waitlist to get the next seat.",
  waitlistEntryNotFound: "This waitlist place does not exist or has ended.",
  waitlistRemoved: "Removed from the waitlist. The student is told by e-mail.",
  waitlistMovedToFront: "Moved to the front of the waitlist.",
  waitlistJoinFailed: "Could not join the waitlist. Please try again.",
  waitlistLeaveFailed: "Could not leave the waitlist. Please try again.",
  /** Not in the spec: the desk books a student in (issue #21). */
  studentAlreadyBooked: "This student is already booked for this class.",
  deskAccountDisabled: "This student's account is disabled.",
  subscriptionDoesNotCover: "The student's subscription does not cover this class.",
  endedBookingCannotCancel: "A booking of a class that has ended cannot be cancelled.",
  complimentaryNothingToRefund: "A complimentary booking has nothing to refund.",
  studentBookingCancelled: "Booking cancelled. The student is told by e-mail.",
  creditsReasonRequired: "Please give a reason for the change of credits.",
  tutorNotFound: "This instructor does not exist or has been removed.",
  courseAdded: "Course added!",
  courseUpdated: "Course updated!",
  addCourseFailed: "Failed to add course.",
  updateCourseFailed: "Failed to update class.",
  noCoursesAvailable: "No courses available.",
  privateClassHint: "Private classes always require credits and ignore the subscription.",
  noMatchingSuggestions: "No matching suggestions",
  deleteTutorConfirm: "Are you sure you want to delete this tutor?",
  noTutorsYet: "No tutors added yet.",
  noCoursesFound: "No courses found.",
  noOneBookedYet: "No one booked yet.",
  attendanceNotPermitted: "❌ You do not have permission to update attendance.",
  pleaseLogIn: "Please log in",
  fallbackStudentName: "Yoga Student",
  verifiedMember: "Verified Member",
  memberSinceUnknown: "Recent",
  loadBookingsFailed: "Error loading bookings. Please refresh the page.",
  profileUpdated: "Profile updated successfully!",
  updateProfileFailed: "Failed to update profile",
  passwordResetSending: "Sending...",
  passwordResetSent: "Password reset email sent! Check your inbox.",
  noEmailAddress: "No email address found",
  passwordResetFailed: "Failed to send password reset email",
  // Admin: recharge and users (spec §8).
  noUserWithEmail: "No user found with this email address",
  noUserWithPhone: "No user found with this phone number",
  /** Not in the spec: the member search by part of anything (issue #21). */
  noUserMatching: "No user found with this name, nickname, email or phone",
  searchUserFailed: "Failed to search user. Please try again.",
  rechargeFailed: "Failed to process recharge. Please try again.",
  usersListFailed: "Failed to load users list. Please try again.",
  updateUserFailed: "Failed to update user. Please try again.",
  resetPasswordFailed: "Failed to reset password. Please try again.",
  userStatusFailed: "Failed to update user status. Please try again.",
  userUpdated: "User updated successfully!",
  userNotFound: "This user does not exist.",
  noEmailYet: "No e-mail yet",
  userHasNoEmail: "This account has no e-mail address yet: add one with Edit first.",
  emailAlreadyUsed: "E-mail already used by another account",
  emailNotChanged: "An account's e-mail address is its sign-in and is not changed here.",
  // Money (issue #23).
  creditPackNotOnSale: "This credit pack does not exist or is no longer on sale.",
  onlinePaymentUnavailable:
    "Online payment is not available just now, and nothing was charged. Please try again in a moment, or pay at the front desk.",
  freePackNotSoldOnline: "This credit pack is free: ask at the front desk.",
  packageNotSoldOnline: "This package has no ringgit price: buy it with credits instead.",
  paymentsOff: "Online payment is not offered by this studio: please pay at the front desk.",
  orderNotFound: "This payment does not exist.",
  webhookSignature: "The webhook's signature does not verify.",
  refundBeingAsked: "This refund is being asked of Stripe just now: look again in a moment.",
  onlineRefundNeedsStripe:
    "This sale was paid online, and online payments are switched off: its money can only go back through Stripe. Set the Stripe keys, or refund it from Stripe's dashboard.",
  creditPackNotFound: "This credit pack does not exist.",
  creditPackCreated: "Credit pack created.",
  creditPackSaved: "Credit pack saved.",
  saleNotFound: "This sale does not exist.",
  receiptNotFound: "This receipt does not exist.",
  saleRefundedInFull: "This sale has already been refunded in full.",
  refundNothing: "Refund some money, take back some credits, or both.",
  cannotDisableYourself: "You cannot disable your own account.",
  // Admin: packages (spec §2 Admin Packages, Add Package, §8).
  packageCreated: "Package created successfully!",
  createPackageFailed: "Failed to create package. Please try again.",
  packageUpdated: "Package updated successfully!",
  updatePackageFailed: "Failed to update package. Please try again.",
  packageStatusFailed: "Failed to update the package. Please try again.",
  noPackagesFound: "No packages found",
  packageDoesNotExist: "This package does not exist.",
  chooseYogaType: "Choose at least one yoga type, or tick All Yoga Types.",
  packagePrivateClassNote: "Private classes always require credits, regardless of package.",
} as const;

/** 'You need at least {n} credits to book this class.', "1 credit" for one (issue #22). */
export function needCreditsMessage(credits: number): string {
  return `You need at least ${formatCredits(credits)} to book this class.`;
}

/** 'Cannot book: {status text}' */
/** The desk's refusal of a credit-paid place the student cannot afford. */
export function studentNeedsCreditsMessage(credits: number): string {
  return `The student does not have the ${credits} credits this class costs.`;
}

export function cannotBookMessage(statusText: string): string {
  return `Cannot book: ${statusText}`;
}

/** 'You need at least {price} credits to buy this package.', "1 credit" for one (issue #22). */
export function needCreditsForPackageMessage(price: number): string {
  return `You need at least ${formatCredits(price)} to buy this package.`;
}

/** 'You already have an active subscription until {date}.', the date as "21 Dec 2026". */
export function activeSubscriptionMessage(validUntil: string): string {
  return `You already have an active subscription until ${validUntil}.`;
}

/** The start input's minimum (spec §5), when a start before it is chosen. */
export function startMinimumMessage(earliest: string): string {
  return `Please choose a start at ${earliest} or later.`;
}

/** 'Successfully added {amount} credits to {e-mail}. New balance: {n} credits.' */
export function rechargeSuccessMessage(amount: number, email: string, balance: number): string {
  return `Successfully added ${amount} credits to ${email}. New balance: ${balance} credits.`;
}

/** 'Password reset email sent to {e-mail}!' */
export function passwordResetSentMessage(email: string): string {
  return `Password reset email sent to ${email}!`;
}

/** After the desk registers a walk-in: whether a claim link went out. */
export function walkInRegisteredMessage(walkIn: { name: string; email: string }): string {
  return walkIn.email
    ? `${walkIn.name} is registered. A link to choose a password was sent to ${walkIn.email}.`
    : `${walkIn.name} is registered. Add their e-mail with Edit User when they have one, to send them a link to sign in.`;
}

/** 'User enabled successfully!' / 'User disabled successfully!' */
export function userStatusChangedMessage(isActive: boolean): string {
  return `User ${isActive ? "enabled" : "disabled"} successfully!`;
}

/** After Deactivate or Activate on the package list. */
export function packageStatusChangedMessage(name: string, isActive: boolean): string {
  return isActive
    ? `${name} is on sale again.`
    : `${name} is deactivated. Its subscribers keep it until their subscriptions end.`;
}

/** 'Reset password for {e-mail}? They will receive a reset email.' */
export function resetPasswordConfirmMessage(email: string): string {
  return `Reset password for ${email}? They will receive a reset email.`;
}

/** 'Are you sure you want to enable {e-mail}?' / 'Are you sure you want to disable {e-mail}?' */
export function userStatusConfirmMessage(isActive: boolean, email: string): string {
  return `Are you sure you want to ${isActive ? "enable" : "disable"} ${email}?`;
}

/** "Booking closes 2 hours before class start." with the studio's own booking close. */
export function bookingClosedMessage(
  policies: Pick<BookingPolicies, "bookingClosesMinutesBefore">,
) {
  return `Booking closes ${formatMinutes(policies.bookingClosesMinutesBefore)} before class start.`;
}

/** "Attendance opens 30 minutes before class starts." with the studio's own setting. */
export function attendanceNotOpenMessage(
  policies: Pick<BookingPolicies, "attendanceOpensMinutesBefore">,
): string {
  return policies.attendanceOpensMinutesBefore === 0
    ? "Attendance opens when the class starts."
    : `Attendance opens ${formatMinutes(policies.attendanceOpensMinutesBefore)} before class starts.`;
}

/** "Cannot cancel booking less than 4 hours before class starts." with the studio's deadline. */
export function cancelTooLateMessage(
  policies: Pick<BookingPolicies, "cancellationDeadlineMinutes">,
): string {
  return `Cannot cancel booking less than ${formatMinutes(policies.cancellationDeadlineMinutes)} before class starts.`;
}

/** Not in the spec: a class beyond the studio's booking horizon. */
export function bookingNotOpenMessage(policies: Pick<BookingPolicies, "bookingHorizonDays">) {
  return `Classes open for booking ${formatMinutes((policies.bookingHorizonDays ?? 0) * 24 * 60)} ahead.`;
}
