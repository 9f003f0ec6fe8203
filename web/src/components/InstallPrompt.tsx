import { acceptInstall, dismissInstall, useInstallOffer } from '../lib/install.ts';

export function InstallPrompt() {
  const offer = useInstallOffer();
  if (!offer) return null;
  return (
    <section className="install-banner" aria-labelledby="install-title">
      <img src="/icons/icon-192.png" alt="" width="40" height="40" className="install-banner__icon" />
      <div className="install-banner__text">
        <h2 id="install-title" className="install-banner__title">
          Install Campus Swap
        </h2>
        <p>Add it to your home screen for quick access to your matches.</p>
      </div>
      <div className="install-banner__actions">
        <button type="button" className="button button--secondary button--small" onClick={dismissInstall}>
          Not now
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => void acceptInstall()}
        >
          Install
        </button>
      </div>
    </section>
  );
}
