/** Company facts quoted in the copy (spec section 1). Data as of 2025 Q2. */
export const companyFacts = {
  dataAsOf: { year: 2025, quarter: 2 },
  workWeekDays: 4,
  lunchMinutes: 90,
  teaTimeMinutes: 10,
  seasonalVoucherWon: 200_000,
  healthCheckEveryYears: 2,
  longServiceReward: { everyYears: 3, leaveDays: 4, rewardWon: 1_000_000 },
  graduateSupportPerYear: { min: 2, max: 3 },
  /** Self-leave longer than this many days needs approval. */
  selfLeaveApprovalBeyondDays: 7,
  experiencedApplicantMinYears: 2,
  ulsanPlantCapacityWonPerYear: 27_500_000_000,
} as const;

export type CompanyFacts = typeof companyFacts;
