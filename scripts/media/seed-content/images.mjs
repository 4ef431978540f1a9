/**
 * The news images of the sample content: one abstract render per file. `motif` and `colourway` name
 * entries of ../lib/motifs.mjs; `seed` fixes the random draw so a re-run gives the same picture.
 */
export const newsImages = [
  { file: 'ulsan-line2-groundbreaking.webp', motif: 'plant', colourway: 'night', seed: 11 },
  { file: 'fab-cleanroom-contract.webp', motif: 'ceiling', colourway: 'deep', seed: 12 },
  { file: 'durafiltex-certification.webp', motif: 'layers', colourway: 'ice', seed: 13 },
  { file: 'cleanroom-expo.webp', motif: 'rings', colourway: 'dawn', seed: 14 },
  { file: 'battery-dryroom-order.webp', motif: 'cells', colourway: 'night', seed: 15 },
  { file: 'rnd-center-opening.webp', motif: 'lattice', colourway: 'deep', seed: 16 },
  { file: 'recruitment-2024h2.webp', motif: 'network', colourway: 'paper', seed: 17 },
  { file: 'gmp-suite-completion.webp', motif: 'gmp', colourway: 'ice', seed: 18 },
  { file: 'aerea-purifier-launch.webp', motif: 'fibres', colourway: 'dawn', seed: 19 },
  { file: 'materials-award.webp', motif: 'burst', colourway: 'night', seed: 20 },
  { file: 'europe-partnership.webp', motif: 'network', colourway: 'deep', seed: 21, options: { hubs: 2 } },
  { file: 'sustainability-report-2024.webp', motif: 'contours', colourway: 'forest', seed: 22 },
  { file: 'ai-datacenter-supply.webp', motif: 'airflow', colourway: 'night', seed: 23 },
  { file: 'ulsan-line2-completion.webp', motif: 'plant', colourway: 'paper', seed: 24 },
  { file: 'results-2025q3.webp', motif: 'chart', colourway: 'deep', seed: 25 },
  { file: 'detail-wafer.webp', motif: 'wafer', colourway: 'night', seed: 31 },
  { file: 'detail-fibre-web.webp', motif: 'fibres', colourway: 'ice', seed: 32 },
  { file: 'detail-downflow.webp', motif: 'airflow', colourway: 'paper', seed: 33 },
  { file: 'detail-filter-layers.webp', motif: 'layers', colourway: 'deep', seed: 34 },
  { file: 'detail-growth-chart.webp', motif: 'chart', colourway: 'paper', seed: 35 },
  { file: 'detail-contours.webp', motif: 'contours', colourway: 'ice', seed: 36 },
];
