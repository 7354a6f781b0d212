/** The mail module's public use cases. */
export { enqueueMail } from './enqueue-mail.ts';
export { renderMail, type MailTemplate } from './mail-templates.ts';
export { mailOutboxDrainer } from './mail-worker.ts';
