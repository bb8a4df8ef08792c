import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MB } from './file-validation.ts';
import { ImageUpload } from './image-upload.tsx';
import { installDomShims, makeFile } from './test-utils.ts';

beforeAll(() => {
  installDomShims();
  // Vitest's object URL shim does not understand jsdom Files.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// applyAccept off: the picker's image filter can be bypassed ("All files"), so the component must check.
const setup = () => userEvent.setup({ applyAccept: false });

// Uploads a file the component must refuse: it says why and never calls onSelect.
const expectRejected = async (file: File, message: string) => {
  const user = setup();
  const onSelect = vi.fn();
  render(<ImageUpload onSelect={onSelect} />);
  await user.upload(screen.getByLabelText('Upload image'), file);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(onSelect).not.toHaveBeenCalled();
};

describe('ImageUpload', () => {
  it('shows the size hint and the current image', () => {
    render(<ImageUpload value="https://cdn.example.com/villa.jpg" alt="Villa" onSelect={vi.fn()} />);
    expect(screen.getByText('At least 800x600 pixels, 1024x768 recommended.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Villa' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/villa.jpg',
    );
    expect(screen.getByLabelText('Upload image')).toHaveAccessibleDescription(
      'At least 800x600 pixels, 1024x768 recommended.',
    );
  });

  it('calls onSelect with a valid image and previews it', async () => {
    const user = setup();
    const onSelect = vi.fn();
    render(<ImageUpload onSelect={onSelect} />);
    const file = makeFile('villa.png', 'image/png', PNG);
    await user.upload(screen.getByLabelText('Upload image'), file);
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(file));
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejects a file that is not an image', () =>
    expectRejected(makeFile('menu.pdf', 'application/pdf', '%PDF-1.7'), 'You can only upload image file!'));

  it('rejects a renamed file whose bytes are not an image', () =>
    expectRejected(makeFile('menu.png', 'image/png', '%PDF-1.7'), 'You can only upload image file!'));

  it('rejects images of 5 MB or more', () =>
    expectRejected(makeFile('big.png', 'image/png', PNG, 5 * MB), 'Image must smaller than 5MB!'));

  it('removes the current image', async () => {
    const user = setup();
    const onRemove = vi.fn();
    render(<ImageUpload value="https://cdn.example.com/villa.jpg" onSelect={vi.fn()} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('toggles the main image flag', async () => {
    const user = setup();
    const onMainImageChange = vi.fn();
    render(<ImageUpload onSelect={vi.fn()} mainImage={false} onMainImageChange={onMainImageChange} />);
    await user.click(screen.getByRole('switch', { name: 'Main image' }));
    expect(onMainImageChange).toHaveBeenCalledWith(true);
  });
});
