/**
 * Executive portraits: neutral drawn figures (no real person, no face details), 320x400, each on its own
 * brand-tinted ground, told apart by hair, collar and colour. For the leadership page's portrait slots.
 */
import { palette, svgDocument } from '../lib/svg.mjs';

const W = 320;
const H = 400;

/** Each executive's drawing: the ground's two colours, the jacket, the hair's shape and colour, the collar. */
const people = {
  ceo: {
    ground: [palette.mist, '#d6e6ff'],
    jacket: palette.deep,
    hair: 'short',
    hairColor: '#2a2f3a',
    collar: 'tie',
    skin: '#e9c9ad',
  },
  cto: {
    ground: [palette.ice, '#c9eef7'],
    jacket: '#24406e',
    hair: 'side',
    hairColor: '#1d2129',
    collar: 'open',
    skin: '#dcb595',
  },
  coo: {
    ground: ['#eef2f7', '#d9e2ee'],
    jacket: '#3b4a5e',
    hair: 'bob',
    hairColor: '#3a2a22',
    collar: 'round',
    skin: '#efd2b8',
  },
  cfo: {
    ground: ['#f0f4fb', '#dfe8f8'],
    jacket: palette.navy,
    hair: 'crop',
    hairColor: '#4a4f59',
    collar: 'tie',
    skin: '#e4c0a0',
  },
};

function hair(shape, color) {
  const d = {
    side: 'M104 176c-8-68 18-108 56-108s64 40 56 108c-4-36-18-56-36-62-24 14-54 14-70 2-4 18-6 36-6 60z',
    bob: 'M96 232c-14-104 16-164 64-164s78 60 64 164c-6-4-10-10-12-20 2-42-4-72-16-88-24 12-50 10-72-8-12 20-18 54-16 96-2 10-6 16-12 20z',
    crop: 'M106 160c-2-58 22-88 54-88s56 30 54 88c-8-20-28-36-54-36s-46 16-54 36z',
    short: 'M104 172c-6-66 20-104 56-104s62 38 56 104c-6-30-26-50-56-52-30 2-50 22-56 52z',
  }[shape];
  return `<path d="${d}" fill="${color}"/>`;
}

function collar(kind) {
  const shirt = `<path d="M136 268l24 40 24-40-6-18h-36z" fill="${palette.white}"/>`;
  if (kind === 'tie')
    return `${shirt}<path d="M155 278h10l6 64-11 14-11-14z" fill="${palette.teal}"/><path d="M154 268h12l-1 12h-10z" fill="#0f7aa3"/>`;
  if (kind === 'open') return shirt;
  return `<path d="M132 262c8 18 48 18 56 0v14c-8 16-48 16-56 0z" fill="${palette.white}"/>`;
}

export function portrait(id) {
  const p = people[id];
  const gid = `portrait-${id}-ground`;
  const defs = `<linearGradient id="${gid}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${p.ground[0]}"/><stop offset="1" stop-color="${p.ground[1]}"/></linearGradient>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#${gid})"/>`,
    // Soft airflow lines behind the figure, the site's motif.
    `<g fill="none" stroke="${palette.white}" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"><path d="M-10 96c70-26 130 20 200-4s110-24 150 0"/><path d="M-10 128c80-22 140 18 210-6s90-18 130 0"/></g>`,
    // Shoulders and jacket.
    `<path d="M40 ${H}c0-86 44-128 120-136 76 8 120 50 120 136z" fill="${p.jacket}"/>`,
    `<path d="M136 250h48v26c-8 10-40 10-48 0z" fill="${p.skin}"/>`,
    collar(p.collar),
    `<path d="M136 268l24 40-30 30-12-60zM184 268l-24 40 30 30 12-60z" fill="${p.jacket}" opacity="${p.collar === 'round' ? 0 : 1}"/>`,
    // Head: a plain oval, no features.
    `<ellipse cx="160" cy="178" rx="52" ry="64" fill="${p.skin}"/>`,
    `<ellipse cx="108" cy="184" rx="8" ry="13" fill="${p.skin}"/><ellipse cx="212" cy="184" rx="8" ry="13" fill="${p.skin}"/>`,
    hair(p.hair, p.hairColor),
  ].join('');
  return svgDocument({
    id: `portrait-${id}`,
    width: W,
    height: H,
    title: 'Portrait illustration',
    defs,
    body,
  });
}

export const portraitIds = Object.keys(people);
