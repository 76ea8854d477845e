import { common, errors } from './en/common.ts';

/** English resources, one translation namespace, grouped by area. */
export const resources = {
  en: {
    translation: {
      common,
      errors,
    },
  },
} as const;
