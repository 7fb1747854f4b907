// A category as a picture tile with its name and product count; the whole tile is one link.
import { Link } from 'wouter';
import type { Category } from '../../domain/catalog/types';
import { routePath } from '../../routes';
import { ResponsiveImage } from './ResponsiveImage';
import { tCount } from './plural';
import './CategoryTile.css';

interface CategoryTileProps {
  category: Category;
  headingLevel?: 2 | 3;
  sizes: string;
  priority?: boolean;
}

export function CategoryTile({ category, headingLevel = 3, sizes, priority = false }: CategoryTileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link href={routePath('category', { categorySlug: category.slug })} className="category-tile">
      <div className="category-tile__media">
        {/* Decorative: the category name right below is the link's text. */}
        <ResponsiveImage
          className="category-tile__image"
          image={category.image}
          alt=""
          width={600}
          height={600}
          sizes={sizes}
          priority={priority}
        />
      </div>
      <div className="category-tile__text">
        <Heading className="category-tile__name">{category.name}</Heading>
        <p className="category-tile__count">{tCount('category.productCount', category.count)}</p>
      </div>
    </Link>
  );
}
