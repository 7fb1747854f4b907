// The thin bar at the top of the window during client-side navigations (SPEC §4, §9). The
// loadingBar machine decides when it shows and how far it has come; this only draws it.
// It is decorative: the page title and focus tell assistive technology about the new page.
import { useSelector } from '../../machines/useSelector';
import { useLoadingBar } from '../../machines/react';
import './LoadingBar.css';

export function LoadingBar() {
  const bar = useLoadingBar();
  const progress = useSelector(bar, (snapshot) => snapshot.context.progress);
  const visible = useSelector(bar, (snapshot) => snapshot.hasTag('visible'));
  const failed = useSelector(bar, (snapshot) => snapshot.matches('error'));
  return (
    <div className="loading-bar" data-visible={visible} data-error={failed} aria-hidden="true">
      <div className="loading-bar__fill" style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
