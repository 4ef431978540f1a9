import { describe, expect, it } from 'vitest';
import { businessDropdown, companyDropdown } from './dropdowns';

describe('businessDropdown', () => {
  const model = businessDropdown();

  it('starts with the Overview link to /business/Business', () => {
    expect(model.overview).toEqual({ labelKey: 'header:business_overview', href: '/business/Business' });
  });

  it('holds only brands and materials, with their visible third-level links', () => {
    expect(model.groups.map((g) => g.name)).toEqual(['business_brands', 'business_materials']);
    expect(model.groups[0]?.children.map((c) => c.href)).toEqual([
      '/business/brands/Aerea',
      '/business/brands/Slown',
      '/business/brands/Necove',
    ]);
    expect(model.groups[1]?.children.map((c) => c.href)).toEqual(['/business/materials/DurafiltexC']);
    expect(model.groups.flatMap((g) => g.children).every((c) => c.cls === 'depth3')).toBe(true);
  });

  it('ends with the project banner and its three links', () => {
    expect(model.projectBanner.name).toBe('business_project');
    expect(model.projectBanner.children.map((c) => c.href)).toEqual([
      '/business/project/SemiCleanroom',
      '/business/project/BatteryDryroom',
      '/business/project/GmpRoom',
    ]);
  });
});

describe('companyDropdown', () => {
  const model = companyDropdown();

  it('holds the company section children', () => {
    expect(model.groups.map((g) => g.name)).toEqual([
      'company_intro',
      'company_leadership',
      'company_location',
    ]);
    expect(model.groups[0]?.children.map((c) => c.name)).toEqual([
      'company_intro_intro',
      'company_intro_vision',
      'company_intro_history',
      'company_intro_ci',
    ]);
  });

  it('adds the video channel and the blog as external banners', () => {
    expect(model.banners.map((b) => b.href)).toEqual([
      'https://www.youtube.com/@cleanairtech',
      'https://blog.naver.com/cleanairtech',
    ]);
  });
});
