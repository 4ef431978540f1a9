export { FigureGrid, type FigureGridProps, type FigureTile } from './FigureGrid';
