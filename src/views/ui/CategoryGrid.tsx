// Category tiles in a grid. The home page shows one row of six on wide screens; the categories page
// uses larger tiles, four across.
import type { Category } from '../../domain/catalog/types';
import { CategoryTile } from './CategoryTile';
import './CategoryGrid.css';

interface CategoryGridProps {
  categories: Category[];
  columns: 'row' | 'page';
  headingLevel?: 2 | 3;
  priorityCount?: number;
}

/** The tile image's rendered width at each breakpoint of CategoryGrid.css. */
const TILE_SIZES = {
  row: '(min-width: 1280px) 190px, (min-width: 1024px) 15vw, (min-width: 640px) 31vw, 47vw',
  page: '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 47vw',
};

export function CategoryGrid({ categories, columns, headingLevel = 3, priorityCount = 0 }: CategoryGridProps) {
  return (
    <ul className={`category-grid category-grid--${columns}`}>
      {categories.map((category, index) => (
        <li key={category.databaseId}>
          <CategoryTile
            category={category}
            headingLevel={headingLevel}
            sizes={TILE_SIZES[columns]}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
