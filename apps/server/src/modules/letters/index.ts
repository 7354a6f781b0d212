/**
 * The letters module's public use case: other modules send system letters on their events
 * (deposit credited, withdrawal result, KYC result, agent application result) through it.
 */
export { sendLetter, type LetterAudience, type LetterContent, type SendLetterInput } from './send-letter.ts';
export { LETTER_TEMPLATES, type LetterParams, type LetterTemplate } from './letter-templates.ts';
export { seedDemoLetters } from './seed-demo-letters.ts';
