import { auth } from './en/auth.ts';
import { common, errors } from './en/common.ts';
import { footer, nav } from './en/layout.ts';

/** English resources, one translation namespace, grouped by area. */
export const resources = {
  en: {
    translation: {
      common,
      errors,
      nav,
      footer,
      auth,
    },
  },
} as const;
