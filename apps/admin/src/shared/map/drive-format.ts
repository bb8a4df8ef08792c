// 59 s → "1 min", 5,400 s → "1 h 30 min".
export const formatDuration = (seconds: number) => {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
};

// 850 m → "850 m", 12,345 m → "12.3 km", 123,456 m → "123 km", 6,890,290 m → "6,890 km".
export const formatDistance = (metres: number) => {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = metres / 1000;
  return km < 100 ? `${km.toFixed(1)} km` : `${Math.round(km).toLocaleString('en-US')} km`;
};
