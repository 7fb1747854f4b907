// Every category of the shop as a picture tile.
import type { CategoriesData } from '../../screens/categories';
import { t } from '../../i18n';
import { CategoryGrid } from '../ui/CategoryGrid';
import { PageHeader } from '../ui/PageHeader';
import '../ui/Page.css';

export default function CategoriesPage({ data }: { data: CategoriesData }) {
  return (
    <div className="container page">
      <PageHeader title={t('categories.title')} lead={t('categories.lead')} />
      <CategoryGrid categories={data.categories} columns="page" headingLevel={2} priorityCount={4} />
    </div>
  );
}
