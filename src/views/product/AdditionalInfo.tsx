// The product's specifications: weight, dimensions and its descriptive (non-variation) attributes,
// in the units WooCommerce stores them in by default (kg, cm).
import type { ProductDetail } from '../../domain/catalog/types';
import { t } from '../../i18n';
import './AdditionalInfo.css';

type AdditionalInfoProps = Pick<ProductDetail, 'weight' | 'dimensions' | 'attributes'>;

interface Row {
  label: string;
  value: string;
}

export function additionalInfoRows({ weight, dimensions, attributes }: AdditionalInfoProps): Row[] {
  const rows: Row[] = [];
  if (weight) rows.push({ label: t('product.weight'), value: t('product.weightValue', { value: weight }) });
  const sides = [dimensions.length, dimensions.width, dimensions.height].filter((side): side is string => Boolean(side));
  if (sides.length > 0) rows.push({ label: t('product.dimensions'), value: t('product.dimensionsValue', { value: sides.join(' × ') }) });
  for (const attribute of attributes) {
    if (!attribute.variation && attribute.options.length > 0) {
      rows.push({ label: attribute.label, value: attribute.options.map((option) => option.name).join(', ') });
    }
  }
  return rows;
}

export function AdditionalInfo({ rows }: { rows: Row[] }) {
  return (
    <table className="additional-info">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
