import { company } from '@company/content';
import { Logo as LogoDrawing, type LogoProps } from '@company/ui';
import { useT } from '../i18n/useT';

/**
 * The company logo as the site shows it in its bars: the symbol with the English logotype, named with the
 * company's name in the page's language.
 */
export function Logo({
  className,
  inverse = false,
  size = 'sm',
  symbolOnlyWhenNarrow = false,
}: {
  className?: string;
  inverse?: boolean;
  size?: LogoProps['size'];
  symbolOnlyWhenNarrow?: boolean;
}) {
  const { i18n } = useT();
  const name = i18n.language === 'en' ? company.name.en : company.name.ko;
  return (
    <LogoDrawing
      className={className}
      label={name}
      logotype={company.logotype.en}
      tone={inverse ? 'reversed' : 'light'}
      size={size}
      symbolOnlyWhenNarrow={symbolOnlyWhenNarrow}
    />
  );
}
