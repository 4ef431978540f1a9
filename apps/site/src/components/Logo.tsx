import { company } from '@company/content';
import { useId } from 'react';
import { useT } from '../i18n/useT';

/** The logo mark's paths: an air current folding into a loop. The intro overlay strokes them one by one. */
export const logoMark = {
  viewBox: '0 0 48 48',
  paths: [
    'M8 26a16 16 0 0 1 27.3-11.3',
    'M40 22a16 16 0 0 1-27.3 11.3',
    'M15 24h18',
    'M33 24l-5-5M33 24l-5 5',
  ],
} as const;

/** The company logo: the mark and the wordmark. Its accessible name is the company's name. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const { i18n } = useT();
  const gradientId = `logo-gradient-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const name = i18n.language === 'en' ? company.name.en : company.name.ko;
  return (
    <svg className={className} viewBox="0 0 200 48" role="img" aria-label={name} height="40">
      <title>{name}</title>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={inverse ? '#ffffff' : '#0b3a8c'} />
          <stop offset="1" stopColor={inverse ? '#bfefff' : '#1397c9'} />
        </linearGradient>
      </defs>
      <g
        fill="none"
        stroke={`url(#${gradientId})`}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {logoMark.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <text
        x="56"
        y="31"
        fill={inverse ? '#ffffff' : 'currentColor'}
        fontFamily="Pretendard, sans-serif"
        fontSize="20"
        fontWeight="700"
      >
        CleanAir Tech
      </text>
    </svg>
  );
}
