// Value lists that both the enums call and the catalogue's validation use.
export const contractStatuses = ['draft', 'active', 'expired', 'renewed', 'cancelled'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const mealTypes = ['breakfast', 'brunch', 'lunch', 'afternoon_tea', 'dinner', 'tasting_menu'] as const;

export const spaTreatmentTypes = [
  'massage',
  'facial',
  'body_treatment',
  'hammam',
  'wellness_ritual',
  'beauty',
  'couples',
] as const;
