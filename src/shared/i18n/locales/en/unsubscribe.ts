/** The unsubscribe pages a guest opens from an e-mail's footer (product.md §2). */
export const unsubscribe = {
  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.invalid': 'This unsubscribe link is not valid. Copy the whole link from the email, or reply to the couple to be taken off their list.',
  'unsubscribe.preview':
    "This link is from a test email. Each guest's email has their own link here, which stops further emails to that guest. Nothing was changed.",
  'unsubscribe.already': "{email} is already unsubscribed from emails about {names}'s wedding.",
  'unsubscribe.ask': "Stop emails about {names}'s wedding to {email}?",
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.doneTitle': 'You are unsubscribed',
  'unsubscribe.subscribedTitle': 'You are subscribed',
  'unsubscribe.done': "You will not get any more emails about {names}'s wedding through Vowly.",
  'unsubscribe.resubscribe': 'Unsubscribed by mistake? Subscribe again',
  'unsubscribe.resubscribed': "You will get emails about {names}'s wedding again.",
  'unsubscribe.theCouple': 'the couple',
};
