/** The couple's app, pages: every key starts with 'pages.'. Vowly's own public pages (landing, designs, about, …). */
export const pages = {
  // The pages' <title>s and descriptions.
  'pages.landing.description': 'Build a wedding website, collect RSVPs and send invitations.',
  'pages.about.title': 'About',
  'pages.faq.title': 'Getting Started',
  'pages.policy.title': 'Privacy Policy',
  'pages.terms.title': 'Terms of Service',
  'pages.create.title': 'Create your wedding website',
  // The landing page.
  'pages.landing.phone': 'The demo wedding site on a phone',
  'pages.landing.openDemo': 'Open the demo wedding →',
  'pages.landing.kicker': 'Wedding websites & RSVPs',
  'pages.landing.heading': 'Your wedding website, ready tonight.',
  'pages.landing.lead':
    'Pick a design, add your story and photos, and share one link. Vowly keeps your guest list, collects RSVPs and e-mails save-the-dates, invitations and reminders — every guest, exactly once.',
  'pages.landing.register': 'Create your free site',
  'pages.landing.demo': 'See a demo wedding',
  'pages.landing.fine': 'Free to start · {count} designs · works beautifully on phones',
  'pages.landing.strip': 'Designs that look finished from day one',
  'pages.landing.seeAll': 'See all {count} designs →',
  'pages.landing.phones.title': 'A site guests love on their phones',
  'pages.landing.phones.text': 'Pages load instantly, with {designs} designs, {sections} sections and your own web address.',
  'pages.landing.rsvps.title': 'RSVPs without spreadsheets',
  'pages.landing.rsvps.text': 'Households, plus-ones and your own questions; answers arrive in one place.',
  'pages.landing.email.title': 'E-mail that arrives once',
  'pages.landing.email.text': 'Save-the-dates, invitations and reminders sent to every guest, tracked to the reply.',
  'pages.landing.plans': 'Plans',
  // /designs and a design's demo.
  'pages.designs.heading': 'Designs',
  'pages.designs.lead':
    '{count} designs, each a finished wedding site with or without your photos. Every design works with every section: pick one to see a full demo site, then make it yours.',
  'pages.designs.featured': 'Featured',
  'pages.designs.all': 'All designs',
  'pages.demo.bar': 'Design preview',
  /** "All " hides on phones: `{all}` is that span. */
  'pages.demo.back': '← {all}designs',
  'pages.demo.back.all': 'All ',
  'pages.demo.previewing': 'Previewing {design}',
  'pages.demo.use': 'Use this design',
  // /about
  'pages.about.heading': 'About Vowly',
  'pages.about.lead': 'A wedding website and guest planner made by people who were tired of spreadsheets.',
  'pages.about.intro':
    'Vowly gives every couple a beautiful wedding website at their own web address, a guest list that knows who belongs together, and RSVPs that land in one place. On Pro, save-the-dates, invitations and reminders go out by e-mail — to every guest, exactly once.',
  'pages.about.care': 'What we care about',
  'pages.about.care.phones': '{title} Wedding pages load instantly on a phone and work without JavaScript; nothing your guests need hides behind a spinner.',
  'pages.about.care.phones.title': 'Guests on phones.',
  'pages.about.care.edits': '{title} The builder saves as you go and tells you when something did not save, instead of quietly dropping it.',
  'pages.about.care.edits.title': 'Never losing an edit.',
  'pages.about.care.privacy':
    "{title} Your site is hidden from search engines unless you publish it, and can sit behind a password. We never sell your guests' data.",
  'pages.about.care.privacy.title': 'Privacy.',
  'pages.about.pricing': 'Pricing',
  'pages.about.pricing.text': 'Building your site and managing up to 65 guests is free. Pro is a one-time $50 — no subscription, no renewal.',
  'pages.about.register': 'Create your site',
  // /create
  'pages.create.lead': 'Four steps, about fifteen minutes, free to start.',
  'pages.create.account': '{title} — name, e-mail and a password. We send a link to confirm your address.',
  'pages.create.account.title': 'Create your account',
  'pages.create.design': '{title} — {count} designs; change it any time without losing a word.',
  'pages.create.design.title': 'Pick a design',
  'pages.create.sections': '{title} — names, date, your story, the schedule, travel, photos. Add or hide sections as you like.',
  'pages.create.sections.title': 'Fill in your sections',
  'pages.create.share': '{title} — vowly/your-names, ready to send to guests.',
  'pages.create.share.title': 'Choose your address and share it',
  'pages.create.builder': 'Open the Website Builder',
  'pages.create.start': 'Start for free',
  // /faq
  'pages.faq.lead': 'Answers to what couples ask us most.',
  'pages.faq.start.q': 'How do I get started?',
  'pages.faq.start.a':
    'Create a free account, confirm your email, then open the Website Builder. Pick a theme under Designs, fill in your names, date and story, and choose your web address in Quick settings.',
  'pages.faq.cost.q': 'What does it cost?',
  'pages.faq.cost.a':
    'The site, your web address and up to 65 guests are free. Pro is a one-time payment of $50: up to 350 guests, e-mailed save-the-dates, invitations and reminders, RSVP tracking, special requests, a website password, premium sections such as the map, and no Vowly footer.',
  'pages.faq.rsvp.q': 'Can guests RSVP without an account?',
  'pages.faq.rsvp.a':
    'Yes. Guests open your site, press RSVP and find themselves by name, or use the personal link from their invitation. One person can answer for their whole household.',
  'pages.faq.private.q': 'Can I keep my site private?',
  'pages.faq.private.a': 'On Pro you can protect the site with a password. Every site is hidden from search engines unless you choose to publish it.',
  'pages.faq.emails.q': 'How many e-mails can I send?',
  'pages.faq.emails.a': 'Test e-mails and single sends whenever you like; one bulk send to all guests per day, so nobody gets the same invitation twice.',
  'pages.faq.address.q': 'Can I change my web address later?',
  'pages.faq.address.a': 'Yes, in Quick settings. The old address stops working, so share the new link with anyone who has the old one.',
  'pages.faq.password.q': 'I forgot my password.',
  'pages.faq.password.a': 'Use Password Reset on the login page: we e-mail you a link that works for one hour.',
  'pages.faq.contact.q': 'How do I reach you?',
  'pages.faq.contact.a': 'Use Contact in the app menu. We reply within one business day.',
  // /policy
  'pages.policy.heading': 'Privacy Policy',
  'pages.policy.lead': 'What we store, why, and what we never do with it.',
  'pages.policy.store': 'What we store',
  'pages.policy.store.account': 'Your account: name, e-mail address and a salted password hash (never the password itself).',
  'pages.policy.store.content': 'Your wedding website content and the photos you upload. Photo location data (EXIF) is removed on upload.',
  'pages.policy.store.guests': 'Your guest list: names, optional e-mail addresses, households, RSVP answers and notes.',
  'pages.policy.store.emails': 'A log of the e-mails we send for you, so you can see what went out and to whom.',
  'pages.policy.why': 'Why',
  'pages.policy.why.text':
    'Only to run your website, collect your RSVPs and send the e-mails you ask us to send. We do not sell or rent data and we do not show ads.',
  'pages.policy.guests': 'Your guests',
  'pages.policy.guests.text': 'Guests can unsubscribe from your e-mails with one click. Guest e-mail addresses are used only for your wedding.',
  'pages.policy.cookies': 'Cookies',
  'pages.policy.cookies.text':
    'We use a session cookie to keep you logged in and, on password-protected sites, a cookie that remembers the guest entered the password. No tracking cookies.',
  'pages.policy.delete': 'Deleting your data',
  'pages.policy.delete.text': 'Write to {email} and we delete your account, website, guest list and photos within 30 days.',
  // /terms
  'pages.terms.heading': 'Terms of Service',
  'pages.terms.lead': 'The short version: be kind, own what you upload, and we will keep your site running.',
  'pages.terms.account': 'Your account',
  'pages.terms.account.text':
    'You are responsible for what happens under your account. Keep your password to yourself and tell us if you think someone else has used it.',
  'pages.terms.content': 'Your content',
  'pages.terms.content.text':
    'You keep every right to the text and photos you upload. You give us permission to store and show them to your guests, which is the point of the service. Upload only what you have the right to share.',
  'pages.terms.email': 'E-mail',
  'pages.terms.email.text':
    'Send e-mails only to people who expect to hear about your wedding. We limit bulk sends to one per day and may pause sending that looks like spam.',
  'pages.terms.pro': 'Pro',
  'pages.terms.pro.text':
    'Pro is a one-time payment of $50 for the lifetime of your wedding website. If something is wrong with it within 14 days, write to us for a refund.',
  'pages.terms.availability': 'Availability',
  'pages.terms.availability.text': 'We work hard to keep your site online, and we back up data daily, but we cannot promise it will never be interrupted.',
  'pages.terms.ending': 'Ending',
  'pages.terms.ending.text': 'You can delete your account at any time. We may close accounts that abuse the service or other people.',
} satisfies Record<`pages.${string}`, string>;
