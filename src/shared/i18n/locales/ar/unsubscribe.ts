import type { Area } from '../en';
import type { unsubscribe as en } from '../en/unsubscribe';

export const unsubscribe: Area<typeof en> = {
  'unsubscribe.title': 'إلغاء الاشتراك',
  'unsubscribe.invalid': 'رابط إلغاء الاشتراك هذا غير صالح. انسخ الرابط كاملًا من الرسالة، أو راسل العروسين ليحذفاك من قائمتهما.',
  'unsubscribe.preview': 'هذا الرابط من رسالة تجريبية. لكل ضيف في رسالته رابطه الخاص هنا، وهو يوقف الرسائل التالية إلى ذلك الضيف. لم يتغير شيء.',
  'unsubscribe.already': 'العنوان {email} ملغى اشتراكه بالفعل من رسائل زفاف {names}.',
  'unsubscribe.ask': 'هل تريد إيقاف رسائل زفاف {names} إلى {email}؟',
  'unsubscribe.button': 'إلغاء الاشتراك',
  'unsubscribe.doneTitle': 'تم إلغاء اشتراكك',
  'unsubscribe.subscribedTitle': 'أنت مشترك',
  'unsubscribe.done': 'لن تصلك بعد الآن رسائل عن زفاف {names} عبر Vowly.',
  'unsubscribe.resubscribe': 'ألغيت الاشتراك خطأً؟ اشترك من جديد',
  'unsubscribe.resubscribed': 'ستصلك رسائل زفاف {names} من جديد.',
  'unsubscribe.theCouple': 'العروسين',
};
