// Which RSVP questions the caterer's view shows (issue 23 items 9): the couple's choice on each question
// ("Show to the caterer"); a question without one (added before the choice existed, or through the API
// without it) is shown when its label speaks of meals, food or diets, as the view always did.

const MEAL_WORDS =
  /meal|menu|food|dish|diet|allerg|intoleran|vegan|vegetarian|gluten|lactose|halal|kosher|starter|entr[ée]e|main course|dessert|dinner|lunch|brunch/i;

export function looksLikeMealQuestion(label: string): boolean {
  return MEAL_WORDS.test(label);
}

/** The stored choice, else the label's words. */
export function shownToCaterer(question: { label: string; forCaterer: boolean | null }): boolean {
  return question.forCaterer ?? looksLikeMealQuestion(question.label);
}
