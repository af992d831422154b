import type { Area } from '../en';
import type { gate as en } from '../en/gate';

export const gate: Area<typeof en> = {
  'gate.title': 'كلمة المرور مطلوبة',
  'gate.kicker': 'موقع زفاف خاص',
  'gate.lead': 'يُرجى إدخال كلمة المرور الموجودة في دعوتك للمتابعة.',
  'gate.password': 'كلمة مرور الموقع',
  'gate.email': 'عنوان البريد الإلكتروني الذي أُرسلت إليه دعوتك',
  'gate.enter': 'دخول',
  'gate.welcome': 'أهلًا وسهلًا!',
  'gate.wrongPassword': 'يُرجى التحقق من كلمة المرور',
  'gate.emailNeeded':
    'جُرّبت كلمات مرور خاطئة كثيرة على هذا الموقع، لذا يُرجى أيضًا إدخال عنوان البريد الإلكتروني الذي أُرسلت إليه دعوتك. الرابط الشخصي في تلك الرسالة يفتح الموقع أيضًا.',
  'gate.throttledSeconds':
    'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {count, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}.',
  'gate.throttledMinutes':
    'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {count, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'gate.cardProtected': 'موقع الزفاف هذا محمي بكلمة مرور. افتح البطاقة من البريد الإلكتروني الذي وصلك، أو أدخل كلمة مرور الموقع أولًا.',
  'gate.cardEnter': 'أدخل كلمة المرور',
};
