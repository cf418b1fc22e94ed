import type { Language } from '@pasarlens/contracts';
import type { OutgoingMail } from './mailer.ts';

interface LinkMailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const verifyEmail: Record<Language, LinkMailText> = {
  id: {
    subject: 'Verifikasi email Pasarlens Anda',
    greeting: (name) => `Halo ${name},`,
    body: 'Terima kasih telah mendaftar di Pasarlens. Klik tautan di bawah untuk memverifikasi email Anda.',
    action: 'Verifikasi email',
    expiry: 'Tautan ini berlaku selama 24 jam dan hanya dapat digunakan sekali.',
    ignore: 'Jika Anda tidak mendaftar, abaikan email ini.',
  },
  en: {
    subject: 'Verify your Pasarlens email',
    greeting: (name) => `Hi ${name},`,
    body: 'Thank you for signing up to Pasarlens. Follow the link below to verify your email.',
    action: 'Verify email',
    expiry: 'This link is valid for 24 hours and can be used once.',
    ignore: 'If you did not sign up, ignore this email.',
  },
  zh: {
    subject: '验证您的 Pasarlens 邮箱',
    greeting: (name) => `${name}，您好：`,
    body: '感谢您注册 Pasarlens。请点击下方链接验证您的邮箱。',
    action: '验证邮箱',
    expiry: '此链接 24 小时内有效，且只能使用一次。',
    ignore: '如果您没有注册，请忽略此邮件。',
  },
};

const resetPassword: Record<Language, LinkMailText> = {
  id: {
    subject: 'Atur ulang kata sandi Pasarlens',
    greeting: (name) => `Halo ${name},`,
    body: 'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Klik tautan di bawah untuk membuat kata sandi baru.',
    action: 'Atur ulang kata sandi',
    expiry: 'Tautan ini berlaku selama 1 jam dan hanya dapat digunakan sekali.',
    ignore: 'Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tidak berubah.',
  },
  en: {
    subject: 'Reset your Pasarlens password',
    greeting: (name) => `Hi ${name},`,
    body: 'We received a request to reset the password of your account. Follow the link below to choose a new password.',
    action: 'Reset password',
    expiry: 'This link is valid for 1 hour and can be used once.',
    ignore: 'If you did not ask for this, ignore this email; your password stays the same.',
  },
  zh: {
    subject: '重置您的 Pasarlens 密码',
    greeting: (name) => `${name}，您好：`,
    body: '我们收到了重置您账户密码的请求。请点击下方链接设置新密码。',
    action: '重置密码',
    expiry: '此链接 1 小时内有效，且只能使用一次。',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function linkMail(text: LinkMailText, to: { email: string; name: string }, link: string): OutgoingMail {
  const paragraphs = [text.greeting(to.name), text.body];
  const notes = [text.expiry, text.ignore];
  return {
    to: to.email,
    subject: text.subject,
    text: [...paragraphs, `${text.action}: ${link}`, ...notes, 'Pasarlens'].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
      ...notes.map((p) => `<p style="color:#666">${escapeHtml(p)}</p>`),
      '<p>Pasarlens</p>',
    ].join('\n'),
  };
}

export const verificationMail = (language: Language, to: { email: string; name: string }, link: string) =>
  linkMail(verifyEmail[language], to, link);

export const passwordResetMail = (language: Language, to: { email: string; name: string }, link: string) =>
  linkMail(resetPassword[language], to, link);
