import { VendorMapScreen } from './vendor-map-screen.tsx';

// /admin/vendors/map (menu "Map View").
export const VendorMapPage = () => <VendorMapScreen mode="map" />;

// /admin/vendors/map/pin: the map centred on the pinned marker (or on ?marker=, which it pins).
export const VendorMapPinPage = () => <VendorMapScreen mode="pin" />;
