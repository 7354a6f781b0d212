/** The content module's public use cases, for the operator console and the demo seed. */
export { findUnknownMachines, type ContentTexts, type FloorForMentions } from './machine-mentions.ts';
export { saveContentItem } from './save-content-item.ts';
export { plainText, sanitizeRichText } from './sanitize-rich-text.ts';
export { seedDemoContent } from './seed-demo-content.ts';
