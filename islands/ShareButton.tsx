import { useState } from 'react';
import { z } from 'zod/mini';
import { showToast } from '../src/shared/client/toast';
import { useAppText } from '../src/shared/i18n/app';
import { defineIsland } from '../src/core/rendering/hydration/define-island';

export const shareButtonPropsSchema = z.object({
  /** The public link: the product host plus the weddingUrl. */
  url: z.string(),
  label: z.optional(z.string()),
});
type ShareButtonProps = z.output<typeof shareButtonPropsSchema>;

async function copy(text: string) {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

function ShareButton({ url, label }: ShareButtonProps) {
  const t = useAppText();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn btn--ghost"
      data-share-url={url}
      onClick={async () => {
        try {
          await copy(url);
          setCopied(true);
          showToast(t('shell.share.copied'));
        } catch {
          showToast(t('shell.share.failed'), 'error');
        }
      }}
    >
      {copied ? t('shell.share.done') : (label ?? t('shell.layout.share'))}
    </button>
  );
}

export default defineIsland('ShareButton', shareButtonPropsSchema, ShareButton, { load: 'idle' });
