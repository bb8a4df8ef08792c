export const vendorMapKeys = {
  all: ['vendor-map'] as const,
  markers: ['vendor-map', 'markers'] as const,
  config: ['vendor-map', 'config'] as const,
  driveTime: (from: string, to: string) => ['vendor-map', 'drive-time', from, to] as const,
  nearby: (latitude: number, longitude: number, distance: number) =>
    ['vendor-map', 'nearby', latitude, longitude, distance] as const,
};
