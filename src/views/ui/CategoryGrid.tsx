// Category tiles in a grid: two across on phones, up to five on wide screens.
import type { Category } from '../../catalog/types';
import { CategoryTile } from './CategoryTile';
import './CategoryGrid.css';

interface CategoryGridProps {
  categories: Category[];
  headingLevel?: 2 | 3;
  priorityCount?: number;
}

/** The tile image's rendered width at each breakpoint of CategoryGrid.css. */
const TILE_SIZES = '(min-width: 1280px) 232px, (min-width: 1024px) 18vw, (min-width: 640px) 30vw, 46vw';

export function CategoryGrid({ categories, headingLevel = 3, priorityCount = 0 }: CategoryGridProps) {
  return (
    <ul className="category-grid">
      {categories.map((category, index) => (
        <li key={category.databaseId}>
          <CategoryTile category={category} headingLevel={headingLevel} sizes={TILE_SIZES} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
