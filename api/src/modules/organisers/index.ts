export { WRONG_KEYS_PER_ADDRESS, WRONG_KEY_WINDOW_MS, checkReviewKey } from './review-key';
