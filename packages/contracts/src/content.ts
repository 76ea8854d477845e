import { z } from 'zod';

/** Home banners and pops (docs/product/entities.md#banners Banner, docs/product/states.md#banners banner visibility). */
export const BannerPlacement = z.enum(['banner', 'pop']);
export const RedirectType = z.enum(['internal', 'external', 'topup', 'none']);
export const SendFrequency = z.enum(['no_limit', 'interval', 'no_close']);

/** What the home page reads (GET /api/sys/banners, GET /api/sys/pop/info). */
export const Banner = z.object({
  id: z.number().int(),
  img: z.string(),
  link: z.string(),
  redirectType: RedirectType,
  /** a built-in slide the web app draws itself (unbox, free, topup, fair), or null */
  bannerKey: z.string().nullable(),
  title: z.string(),
  typeKey: z.string(),
  sendFrequency: SendFrequency,
  intervalHours: z.number().int().nullable(),
  endTime: z.string().nullable(),
});
export type Banner = z.infer<typeof Banner>;

export const OpsBanner = Banner.extend({
  placement: BannerPlacement,
  sort: z.number().int(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type OpsBanner = z.infer<typeof OpsBanner>;

export const OpsBannerBody = z
  .object({
    placement: BannerPlacement,
    img: z
      .string()
      .max(200)
      .regex(/^(\/api\/media\/[1-9][0-9]{0,9})?$/, 'an uploaded image path')
      .default(''),
    link: z.string().trim().max(300).default(''),
    redirectType: RedirectType,
    bannerKey: z.enum(['unbox', 'free', 'topup', 'fair']).nullable().default(null),
    title: z.string().trim().max(80).default(''),
    sendFrequency: SendFrequency,
    intervalHours: z.number().int().min(1).max(8_760).nullable().default(null),
    endTime: z.string().datetime({ offset: true }).nullable().default(null),
    sort: z.number().int().min(0).max(1_000).default(0),
    isActive: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (!b.img && !b.bannerKey) ctx.addIssue({ code: 'custom', path: ['img'], message: 'Upload an image' });
    if (b.sendFrequency === 'interval' && b.intervalHours === null)
      ctx.addIssue({ code: 'custom', path: ['intervalHours'], message: 'Set the hours between showings' });
    if (b.redirectType === 'internal' && !/^\/[A-Za-z0-9/_\-?=&.%]*$/.test(b.link))
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'An in-app link starts with /' });
    if (b.redirectType === 'external' && !/^https:\/\/[^\s]+$/.test(b.link))
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'An external link starts with https://' });
  });
export type OpsBannerBody = z.infer<typeof OpsBannerBody>;
