// its own module: the console's strings stay out of the player bundle (the player catalogue imports en/trial.ts)
/** Console: the Lucky Trial section of the game settings (loaded with the page's chunk). */
export const opsTrial = {
  title: 'Lucky Trial (90% off)',
  boxId: 'Trial box id',
  boxHelp: 'An active box with a price (not the free box)',
  discount: 'Discount (%)',
  discountHelp: 'The player pays the rest, rounded up to the cent (90 = pays 10%)',
  validity: 'Valid for (hours)',
  boosts: 'Friends’ helps per extra trial',
  save: 'Save',
  saved: 'Saved',
  invalid: 'Check the values: a box id, a discount from 0 to 99.9999% with up to 4 decimals, 1 to 8760 hours, 1 to 100 helps.',
};
