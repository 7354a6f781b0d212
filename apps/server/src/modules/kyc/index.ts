/** The KYC module's public use cases, for other modules and the operator console. */
export { getKycIdentityState, getKycStatus, getLatestKycSubmission } from './get-latest-kyc-submission.ts';
export { reviewKycSubmission } from './review-kyc-submission.ts';
export { readKycImage, type KycImageViewer } from './read-kyc-image.ts';
export { pendingKycCount } from './figures.ts';
export { memberKycSubmissions } from './views.ts';
export { assertKycAllows, turnoverOf, type KycAction, type Turnover } from './kyc-rules.ts';
