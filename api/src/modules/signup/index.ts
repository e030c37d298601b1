export { readDocuments } from './applications/present';
export { listApplicationsByStatus } from './applications/repository';
export { decideApplication } from './applications/review-actions';
export { TRACKING_NO, markShipped, shippingListCsv } from './mailing/shipping';
export { signupMigration } from './migration';
export { registerSignup } from './plugin';
export { signupFormWindows } from './plugin';
export {
  directEntryRegNos,
  entriesSignedUpBy,
  signedUpFor,
  signerOf,
  signersOf,
} from './registration/repository';
export { kitAnswersOf, signupEntryOf, type KitAnswers } from './registration/kit-answers';
export { contactsOfYear, type SignupContact } from './registration/contacts';
