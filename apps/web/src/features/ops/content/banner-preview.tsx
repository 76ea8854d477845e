import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_CROPS, BANNER_UPLOAD } from '@hapa/domain';
import { cn } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsContent } from '../../../lib/i18n/en/ops-content.ts';

i18n.addResourceBundle('en', 'translation', { opsContent }, true, true);

/**
 * Size guidance and the two crops players see of a home banner image (docs/how-to/operator-day.md#safety): the desktop
 * slide (1232 x 288) and the phone slide (366 x 192), both `object-fit: cover` like the carousel. A smaller upload
 * than BANNER_UPLOAD is flagged (it would be blurry on a desktop at 2x).
 */
export function BannerPreview({ img }: { img: string }) {
  const { t } = useTranslation();
  const [natural, setNatural] = useState<{ src: string; width: number; height: number } | null>(null);
  const size = natural?.src === img ? natural : null;
  const small = size && (size.width < BANNER_UPLOAD.width || size.height < BANNER_UPLOAD.height);
  return (
    <div className="flex flex-col gap-2" data-testid="banner-preview">
      <p className="text-xs text-muted" data-testid="banner-size-guide">
        {t('opsContent.banners.guide', { width: BANNER_UPLOAD.width, height: BANNER_UPLOAD.height })}
      </p>
      {size ? (
        <p className={cn('text-xs font-semibold', small ? 'text-warning' : 'text-accent')} data-testid="banner-size-check">
          {small
            ? t('opsContent.banners.tooSmall', { width: size.width, height: size.height })
            : t('opsContent.banners.sizeOk', { width: size.width, height: size.height })}
        </p>
      ) : null}
      {img ? (
        <>
          <Crop
            label={t('opsContent.banners.desktop')}
            box={BANNER_CROPS.desktop}
            maxWidth={BANNER_CROPS.desktop.width}
            img={img}
            testId="banner-crop-desktop"
          />
          <Crop
            label={t('opsContent.banners.phone')}
            box={BANNER_CROPS.phone}
            // at most 240 px: never drawn larger than the desktop crop above it in the narrow form
            maxWidth={240}
            img={img}
            testId="banner-crop-phone"
            onSize={(width, height) => setNatural({ src: img, width, height })}
          />
        </>
      ) : null}
    </div>
  );
}

function Crop({
  label,
  box,
  img,
  testId,
  onSize,
  maxWidth,
}: {
  /** CSS px the preview may take at most */
  maxWidth: number;
  label: string;
  box: { width: number; height: number };
  img: string;
  testId: string;
  onSize?: (w: number, h: number) => void;
}) {
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-[11px] font-bold uppercase tracking-wider text-subtle">
        {label} · {box.width} × {box.height}
      </figcaption>
      <div
        className="w-full overflow-hidden rounded-lg border border-line bg-bg-2"
        style={{ aspectRatio: `${box.width} / ${box.height}`, maxWidth }}
        data-testid={testId}
      >
        <img
          src={img}
          alt=""
          className="size-full object-cover"
          onLoad={(e) => onSize?.(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight)}
        />
      </div>
    </figure>
  );
}
