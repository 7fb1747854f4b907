// The description and the specifications, side by side on wide screens.
import type { ProductDetail } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { RichText } from '../ui/RichText';
import { AdditionalInfo, additionalInfoRows } from './AdditionalInfo';
import { ProductSection } from './ProductSection';

export default function ProductDetails({ product }: { product: ProductDetail }) {
  const specs = additionalInfoRows(product);
  if (!product.descriptionHtml && specs.length === 0) return null;
  return (
    <div className="product-page__details">
      {product.descriptionHtml && (
        <ProductSection id="description" title={t('product.description')}>
          <RichText html={product.descriptionHtml} />
        </ProductSection>
      )}
      {specs.length > 0 && (
        <ProductSection id="additional-information" title={t('product.additionalInformation')}>
          <AdditionalInfo rows={specs} />
        </ProductSection>
      )}
    </div>
  );
}
